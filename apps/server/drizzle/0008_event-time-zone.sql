-- Each event keeps the IANA zone of its place (issue #11): an in-person event is shown at its local
-- time, whatever the reader's zone. Existing events were all planned in France.
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;
