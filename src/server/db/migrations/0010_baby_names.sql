CREATE TABLE "baby_name_shortlists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baby_name_shortlists" ADD CONSTRAINT "baby_name_shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;