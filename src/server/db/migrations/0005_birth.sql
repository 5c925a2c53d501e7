ALTER TABLE "pregnancies" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD COLUMN "birth_date" date;--> statement-breakpoint
-- Before outcomes existed, "my pregnancy has ended" was the loss path: keep those as loss.
UPDATE "pregnancies" SET "outcome" = 'loss' WHERE "ended_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_outcome_known" CHECK ("pregnancies"."outcome" in ('born', 'loss'));--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_outcome_with_end" CHECK (("pregnancies"."ended_at" is null) = ("pregnancies"."outcome" is null));--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_birth_date_when_born" CHECK (("pregnancies"."birth_date" is not null) = ("pregnancies"."outcome" is not distinct from 'born'));