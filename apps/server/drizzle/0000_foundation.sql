CREATE TABLE "animal_genders" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_line" text NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_line" text NOT NULL,
	"slug" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"min_price" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"business_lines" text[],
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"unique_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salutations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "salutations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "animal_genders_business_line_code" ON "animal_genders" USING btree ("business_line","code");--> statement-breakpoint
CREATE UNIQUE INDEX "breeds_business_line_slug" ON "breeds" USING btree ("business_line","slug");--> statement-breakpoint
CREATE INDEX "jobs_pending" ON "jobs" USING btree ("status","run_at");