DROP INDEX "forum_topics_list_idx";--> statement-breakpoint
DROP INDEX "forum_topics_category_list_idx";--> statement-breakpoint
CREATE INDEX "user_levels_leaderboard_idx" ON "user_levels" USING btree ("xp" DESC NULLS FIRST,"updated_at","user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_list_idx" ON "forum_topics" USING btree ("is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_list_idx" ON "forum_topics" USING btree ("category","is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);