-- Lists of members filter on who may see each profile (coalesce(privacy_settings->>'profile_visibility', 'public')):
-- without statistics on that expression the planner guesses 0.5 % of profiles match, joins and
-- sorts every member, and the leaderboard's top 50 no longer walks its index (4 ms instead of 0.8).
CREATE STATISTICS IF NOT EXISTS "profiles_visibility_stats" ON (coalesce("privacy_settings"->>'profile_visibility', 'public')) FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
