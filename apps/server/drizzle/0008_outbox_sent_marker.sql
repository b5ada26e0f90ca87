DROP INDEX "outbox_mail_key";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_mail_key_unique" UNIQUE("mail_key");