-- The trash batch an import's undo moved its businesses to: restoring that batch makes the job done again.
ALTER TABLE "import_jobs" ADD COLUMN "undo_batch_id" uuid;
