ALTER TABLE "outbox" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- messages recorded before the attempt marker were recorded once the server had accepted them
UPDATE "outbox" SET "acknowledged_at" = "sent_at";