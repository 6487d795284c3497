ALTER TABLE "import_jobs" ADD COLUMN "phones_dropped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "hours_unreadable" integer DEFAULT 0 NOT NULL;