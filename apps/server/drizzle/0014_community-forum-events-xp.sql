-- Issue #14. The forum's search: French stemming with accents ignored ("meditation" finds
-- "méditation"), the same on PostgreSQL and PGlite (which loads the unaccent extension).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fr_unaccent' AND cfgnamespace = 'public'::regnamespace) THEN
    CREATE TEXT SEARCH CONFIGURATION public.fr_unaccent (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION public.fr_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.french_stem;
  END IF;
END
$$;--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"content" text NOT NULL,
	"pseudonym" text,
	"user_id" text,
	"user_level" integer DEFAULT 1 NOT NULL,
	"is_helpful" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_user_level_range" CHECK ("forum_replies"."user_level" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "forum_topic_likes" (
	"topic_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topic_likes_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_topic_views" (
	"topic_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_topic_views_topic_id_day_viewer_key_pk" PRIMARY KEY("topic_id","day","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "member_achievements" (
	"user_id" text NOT NULL,
	"achievement" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_achievements_user_id_achievement_pk" PRIMARY KEY("user_id","achievement"),
	CONSTRAINT "member_achievements_key_valid" CHECK ("member_achievements"."achievement" in ('firstStep', 'communicator', 'participant', 'mentor', 'organiser', 'influencer'))
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"source_id" text NOT NULL,
	"entry_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_ledger_action_valid" CHECK ("xp_ledger"."action" in ('forumParticipation', 'topicCreation', 'helpingMember', 'eventParticipation', 'eventOrganisation', 'dailyLogin')),
	CONSTRAINT "xp_ledger_amount_non_zero" CHECK ("xp_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participants_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('public.fr_unaccent'::regconfig, coalesce(title, '') || ' ' || coalesce(content, ''))) STORED;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_views" ADD CONSTRAINT "forum_topic_views_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_replies_topic_created_idx" ON "forum_replies" USING btree ("topic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_replies_user_idx" ON "forum_replies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_entry_key_idx" ON "xp_ledger" USING btree ("user_id","entry_key");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_created_idx" ON "xp_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id","event_date");--> statement-breakpoint
CREATE INDEX "forum_topics_list_idx" ON "forum_topics" USING btree ("is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_list_idx" ON "forum_topics" USING btree ("category","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin ("search");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_participants_positive" CHECK ("events"."max_participants" is null or "events"."max_participants" > 0);--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_counts_non_negative" CHECK ("forum_topics"."replies_count" >= 0 and "forum_topics"."likes_count" >= 0 and "forum_topics"."views_count" >= 0);--> statement-breakpoint
-- Counters kept by the database (issue #14), per row: a forum topic's replies, likes and views, the
-- time of its newest reply, and an event's participants. The event's increment takes its row lock,
-- so concurrent registrations queue there, and the one past capacity breaks events_capacity and
-- inserts nothing.
UPDATE events SET participants_count = (SELECT count(*) FROM event_participants p WHERE p.event_id = events.id);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity" CHECK ("events"."participants_count" >= 0 and ("events"."max_participants" is null or "events"."participants_count" <= "events"."max_participants"));--> statement-breakpoint
UPDATE forum_topics SET replies_count = 0, likes_count = 0, views_count = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_event_participant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE events SET participants_count = participants_count + 1 WHERE id = NEW.event_id;
  ELSE
    UPDATE events SET participants_count = participants_count - 1 WHERE id = OLD.event_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_participants_counted
AFTER INSERT OR DELETE ON event_participants
FOR EACH ROW EXECUTE FUNCTION count_event_participant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_forum_reply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_topics
    SET replies_count = replies_count + 1, last_reply_at = greatest(last_reply_at, NEW.created_at)
    WHERE id = NEW.topic_id;
  ELSE
    -- Finds nothing when the topic itself is being deleted (the replies go by cascade).
    UPDATE forum_topics
    SET replies_count = replies_count - 1,
        last_reply_at = (SELECT max(created_at) FROM forum_replies WHERE topic_id = OLD.topic_id)
    WHERE id = OLD.topic_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER forum_replies_counted
AFTER INSERT OR DELETE ON forum_replies
FOR EACH ROW EXECUTE FUNCTION count_forum_reply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_forum_topic_like() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_topics SET likes_count = likes_count + 1 WHERE id = NEW.topic_id;
  ELSE
    UPDATE forum_topics SET likes_count = likes_count - 1 WHERE id = OLD.topic_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER forum_topic_likes_counted
AFTER INSERT OR DELETE ON forum_topic_likes
FOR EACH ROW EXECUTE FUNCTION count_forum_topic_like();--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_forum_topic_view() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE forum_topics SET views_count = views_count + 1 WHERE id = NEW.topic_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER forum_topic_views_counted
AFTER INSERT ON forum_topic_views
FOR EACH ROW EXECUTE FUNCTION count_forum_topic_view();
