ALTER TABLE "reports" ADD COLUMN "reporter_language" text;--> statement-breakpoint
-- A new match opens the matches: the ones stored before carried no page.
UPDATE "notifications" SET "link" = '/dating?tab=matches' WHERE "kind" = 'dating.match' AND "link" IS NULL;
