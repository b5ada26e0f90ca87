CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest" text NOT NULL,
	"edition" text NOT NULL,
	"email" text NOT NULL,
	"form_submission_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_request_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"data" jsonb NOT NULL,
	"locale" text NOT NULL,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_request_drafts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mail_key" text;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_request_drafts" ADD CONSTRAINT "offer_request_drafts_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_contest_edition_email" ON "contest_entries" USING btree ("contest","edition","email");--> statement-breakpoint
CREATE INDEX "form_submissions_purge_after" ON "form_submissions" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "outbox_mail_key" ON "outbox" USING btree ("mail_key");