-- Levels as data (issue #10): a level is stored as its number (1–10), never as its French display
-- name, so that every language can name it and XP can drive it. user_levels.level becomes the one
-- level of a member (profiles.user_level was a second copy); messages and forum_topics keep the
-- author's level number at writing time. Existing names are converted, then dropped.
CREATE FUNCTION level_number_from_name(name text, xp integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  -- Names were stored with or without an emoji in front ('🐑 Agneau Curieux'): compared without it.
  SELECT CASE regexp_replace(btrim(name), '^[^A-Za-z]+', '')
    WHEN 'Agneau Curieux' THEN 1
    WHEN 'Agneau Éveillé' THEN 2
    WHEN 'Loup Novice' THEN 3
    WHEN 'Loup Apprenti' THEN 4
    -- SPEC §9 named levels 5 and 9 alike: the XP tells them apart (level 9 starts at 4000 XP).
    WHEN 'Loup Éveillé' THEN CASE WHEN xp >= 4000 THEN 9 ELSE 5 END
    WHEN 'Loup Conscient' THEN 6
    WHEN 'Loup Alpha' THEN 7
    WHEN 'Loup Sage' THEN 8
    WHEN 'Loup Légendaire' THEN 9
    WHEN 'Loup ou Louve enragé mythique' THEN 10
    -- A name no version of the app wrote: the level the XP has reached (SPEC §9 thresholds).
    ELSE CASE
      WHEN xp >= 5500 THEN 10 WHEN xp >= 4000 THEN 9 WHEN xp >= 3000 THEN 8 WHEN xp >= 2200 THEN 7
      WHEN xp >= 1500 THEN 6 WHEN xp >= 1000 THEN 5 WHEN xp >= 600 THEN 4 WHEN xp >= 300 THEN 3
      WHEN xp >= 100 THEN 2 ELSE 1
    END
  END
$$;
--> statement-breakpoint
ALTER TABLE "user_levels" ADD COLUMN "level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE user_levels SET level = level_number_from_name(level_name, xp);--> statement-breakpoint
-- The feed read the profile's copy; where the two differ the higher wins, so nobody goes down.
UPDATE user_levels SET level = greatest(user_levels.level, level_number_from_name(profiles.user_level, user_levels.xp))
FROM profiles WHERE profiles.user_id = user_levels.user_id;--> statement-breakpoint
-- Every member has a level row (the sign-up trigger makes one): payloads join it, never miss it.
INSERT INTO user_levels (user_id, level)
SELECT user_id, level_number_from_name(user_level, 0) FROM profiles
ON CONFLICT (user_id) DO NOTHING;--> statement-breakpoint
-- Converted in place while still text, where the author's XP can be read (a column type change
-- cannot run a subquery). Only user_level changes: the message counters' triggers do not fire.
UPDATE messages
SET user_level = level_number_from_name(user_level, coalesce((SELECT xp FROM user_levels WHERE user_levels.user_id = messages.user_id), 0))::text;--> statement-breakpoint
UPDATE forum_topics
SET user_level = level_number_from_name(user_level, coalesce((SELECT xp FROM user_levels WHERE user_levels.user_id = forum_topics.user_id), 0))::text;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "user_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "user_level" SET DATA TYPE integer USING "user_level"::integer;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "user_level" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "forum_topics" ALTER COLUMN "user_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "forum_topics" ALTER COLUMN "user_level" SET DATA TYPE integer USING "user_level"::integer;--> statement-breakpoint
ALTER TABLE "forum_topics" ALTER COLUMN "user_level" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_level_range" CHECK ("messages"."user_level" between 1 and 10);--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_level_range" CHECK ("forum_topics"."user_level" between 1 and 10);--> statement-breakpoint
ALTER TABLE "user_levels" ADD CONSTRAINT "user_levels_level_range" CHECK ("user_levels"."level" between 1 and 10);--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "user_level";--> statement-breakpoint
ALTER TABLE "user_levels" DROP COLUMN "level_name";--> statement-breakpoint
DROP FUNCTION level_number_from_name(text, integer);
