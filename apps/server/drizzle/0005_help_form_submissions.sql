ALTER TABLE "form_submissions" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "category" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payload" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "form_submission_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" DROP COLUMN "form";--> statement-breakpoint
ALTER TABLE "form_submissions" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_reference_unique" UNIQUE("reference");