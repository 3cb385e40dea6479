CREATE TABLE "community_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_counters_value_non_negative" CHECK ("community_counters"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_message_count_non_negative" CHECK ("channels"."message_count" >= 0);--> statement-breakpoint
-- Counters kept by triggers (issue #9): a channel's message_count and last_message_at always equal
-- count(*) and max(created_at) of its messages, and community_counters holds the row counts of
-- profiles, forum_topics, posts and published events, so that the public reads (/api/channels,
-- /api/community/stats, the feed stats' members) do not grow with the tables. Triggers are per statement with transition tables: a bulk insert or a cascade delete
-- updates each counter row once, and channel rows are locked in id order so two bulk writers
-- cannot deadlock on them.
CREATE OR REPLACE FUNCTION add_channel_messages(target uuid, amount integer, newest timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- greatest() ignores a null last_message_at (first message of the channel).
  UPDATE channels
  SET message_count = message_count + amount, last_message_at = greatest(last_message_at, newest)
  WHERE id = target;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remove_channel_messages(target uuid, amount integer, newest timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  kept_last timestamptz;
BEGIN
  -- The decrement takes the channel row lock before the recount: the recount is a new statement, so
  -- its snapshot sees every concurrent change of this channel committed before we got the lock, and
  -- the writers still uncommitted wait for us and then apply their own change on top.
  UPDATE channels SET message_count = message_count - amount WHERE id = target
  RETURNING last_message_at INTO kept_last;
  -- Only when the newest message went (kept_last stays null when the channel itself is being
  -- deleted); max() is one probe of messages_channel_created_idx (channel_id, created_at).
  IF kept_last <= newest THEN
    UPDATE channels
    SET last_message_at = (SELECT max(created_at) FROM messages WHERE channel_id = target)
    WHERE id = target;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_inserted_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN
    SELECT channel_id, count(*)::integer AS amount, max(created_at) AS newest
    FROM inserted_messages GROUP BY channel_id ORDER BY channel_id
  LOOP
    PERFORM add_channel_messages(batch.channel_id, batch.amount, batch.newest);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN
    SELECT channel_id, count(*)::integer AS amount, max(created_at) AS newest
    FROM deleted_messages GROUP BY channel_id ORDER BY channel_id
  LOOP
    PERFORM remove_channel_messages(batch.channel_id, batch.amount, batch.newest);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Nothing moves or re-dates a message today; if something does, the counters still follow.
CREATE OR REPLACE FUNCTION count_moved_message() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM remove_channel_messages(OLD.channel_id, 1, OLD.created_at);
  PERFORM add_channel_messages(NEW.channel_id, 1, NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reset_channel_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE channels SET message_count = 0, last_message_at = NULL
  WHERE message_count <> 0 OR last_message_at IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_counted_on_insert
AFTER INSERT ON messages REFERENCING NEW TABLE AS inserted_messages
FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_messages();
--> statement-breakpoint
CREATE TRIGGER messages_counted_on_delete
AFTER DELETE ON messages REFERENCING OLD TABLE AS deleted_messages
FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_messages();
--> statement-breakpoint
CREATE TRIGGER messages_counted_on_move
AFTER UPDATE OF channel_id, created_at ON messages
FOR EACH ROW WHEN (OLD.channel_id IS DISTINCT FROM NEW.channel_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION count_moved_message();
--> statement-breakpoint
CREATE TRIGGER messages_counted_on_truncate
AFTER TRUNCATE ON messages
FOR EACH STATEMENT EXECUTE FUNCTION reset_channel_messages();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_to_community_counter(counter text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Not an upsert: its check constraint would test the proposed row (a negative delta) first.
  -- The rows are created by this migration; a missing one is re-created from its first increase.
  IF delta <> 0 THEN
    UPDATE community_counters SET value = value + delta WHERE name = counter;
    IF NOT FOUND THEN
      INSERT INTO community_counters (name, value) VALUES (counter, delta);
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
-- The counter name is the trigger's argument: one pair of functions for every plainly counted table.
CREATE OR REPLACE FUNCTION count_inserted_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_community_counter(TG_ARGV[0], (SELECT count(*)::integer FROM inserted_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_community_counter(TG_ARGV[0], -(SELECT count(*)::integer FROM deleted_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reset_community_counter() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_counters SET value = 0 WHERE name = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Events count only while published.
CREATE OR REPLACE FUNCTION count_inserted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_community_counter('published_events', (SELECT count(*)::integer FROM inserted_rows WHERE is_published));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_community_counter('published_events', -(SELECT count(*)::integer FROM deleted_rows WHERE is_published));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_event_publication() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_community_counter('published_events', CASE WHEN NEW.is_published THEN 1 ELSE -1 END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_counted_on_insert
AFTER INSERT ON profiles REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows('members');
--> statement-breakpoint
CREATE TRIGGER profiles_counted_on_delete
AFTER DELETE ON profiles REFERENCING OLD TABLE AS deleted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows('members');
--> statement-breakpoint
CREATE TRIGGER profiles_counted_on_truncate
AFTER TRUNCATE ON profiles
FOR EACH STATEMENT EXECUTE FUNCTION reset_community_counter('members');
--> statement-breakpoint
CREATE TRIGGER forum_topics_counted_on_insert
AFTER INSERT ON forum_topics REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows('forum_topics');
--> statement-breakpoint
CREATE TRIGGER forum_topics_counted_on_delete
AFTER DELETE ON forum_topics REFERENCING OLD TABLE AS deleted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows('forum_topics');
--> statement-breakpoint
CREATE TRIGGER forum_topics_counted_on_truncate
AFTER TRUNCATE ON forum_topics
FOR EACH STATEMENT EXECUTE FUNCTION reset_community_counter('forum_topics');
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_insert
AFTER INSERT ON posts REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows('posts');
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_delete
AFTER DELETE ON posts REFERENCING OLD TABLE AS deleted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows('posts');
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_truncate
AFTER TRUNCATE ON posts
FOR EACH STATEMENT EXECUTE FUNCTION reset_community_counter('posts');
--> statement-breakpoint
CREATE TRIGGER events_counted_on_insert
AFTER INSERT ON events REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_events();
--> statement-breakpoint
CREATE TRIGGER events_counted_on_delete
AFTER DELETE ON events REFERENCING OLD TABLE AS deleted_rows
FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_events();
--> statement-breakpoint
CREATE TRIGGER events_counted_on_publication
AFTER UPDATE OF is_published ON events
FOR EACH ROW WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published)
EXECUTE FUNCTION count_event_publication();
--> statement-breakpoint
CREATE TRIGGER events_counted_on_truncate
AFTER TRUNCATE ON events
FOR EACH STATEMENT EXECUTE FUNCTION reset_community_counter('published_events');
--> statement-breakpoint
-- Backfill after the triggers exist: creating them locked the tables against writes until this
-- migration commits, so the counts below cannot miss a concurrent change.
UPDATE channels
SET message_count = stats.message_count, last_message_at = stats.last_message_at
FROM (
  SELECT channel_id, count(*)::integer AS message_count, max(created_at) AS last_message_at
  FROM messages GROUP BY channel_id
) AS stats
WHERE stats.channel_id = channels.id;
--> statement-breakpoint
INSERT INTO community_counters (name, value)
SELECT 'members', count(*)::integer FROM profiles
UNION ALL SELECT 'forum_topics', count(*)::integer FROM forum_topics
UNION ALL SELECT 'posts', count(*)::integer FROM posts
UNION ALL SELECT 'published_events', count(*)::integer FROM events WHERE is_published;
