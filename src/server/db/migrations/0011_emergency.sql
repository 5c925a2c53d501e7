CREATE TABLE "emergency_switches" (
	"key" text PRIMARY KEY NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"set_by" uuid,
	"set_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"banner_en" text,
	"banner_hi" text
);
--> statement-breakpoint
ALTER TABLE "emergency_switches" ADD CONSTRAINT "emergency_switches_set_by_admins_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;