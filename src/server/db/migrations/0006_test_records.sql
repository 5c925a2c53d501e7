CREATE TABLE "test_records" (
	"user_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"done_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_records_user_id_test_id_pk" PRIMARY KEY("user_id","test_id")
);
--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;