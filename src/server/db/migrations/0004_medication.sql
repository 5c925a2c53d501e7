CREATE TABLE "medication_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"medication_name" text NOT NULL,
	"is_safe" boolean,
	"notes" text NOT NULL,
	"entry_id" text,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medication_checks" ADD CONSTRAINT "medication_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_checks_created_idx" ON "medication_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "medication_checks_user_idx" ON "medication_checks" USING btree ("user_id","created_at");