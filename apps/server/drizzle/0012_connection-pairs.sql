DROP INDEX "user_connections_pair_idx";--> statement-breakpoint
-- Rows the new rules refuse, written before them: requests to oneself, and the second request of a
-- pair asked both ways (the accepted one is kept, else the older).
DELETE FROM "user_connections" WHERE "user_id" = "connected_user_id";--> statement-breakpoint
DELETE FROM "user_connections" AS "later" USING "user_connections" AS "kept"
WHERE "later"."user_id" = "kept"."connected_user_id" AND "later"."connected_user_id" = "kept"."user_id"
  AND ("kept"."status" = 'accepted') >= ("later"."status" = 'accepted')
  AND (("kept"."status" = 'accepted') > ("later"."status" = 'accepted') OR ("kept"."created_at", "kept"."id") < ("later"."created_at", "later"."id"));--> statement-breakpoint
CREATE INDEX "user_connections_user_idx" ON "user_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_connections_connected_user_idx" ON "user_connections" USING btree ("connected_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_connections_pair_idx" ON "user_connections" USING btree (least("user_id", "connected_user_id"),greatest("user_id", "connected_user_id"));--> statement-breakpoint
ALTER TABLE "user_connections" ADD CONSTRAINT "user_connections_not_self" CHECK ("user_connections"."user_id" <> "user_connections"."connected_user_id");