-- Topics per forum category (issue #17, bench:community): /api/forum/categories grouped every topic
-- on each request, which on embedded PGlite's single thread cost more than the rest of the request.
-- Like the site-wide counters of 0005, community_counters now holds one row per category, named
-- 'forum_topics:<category>', kept by statement triggers with transition tables: a bulk insert or a
-- cascade delete updates each category's row once, in category order, so two bulk writers cannot
-- deadlock on them. The sidebar reads these rows instead of the topics. Triggers fire in name order:
-- these sort before 0005's, so every statement locks its category rows first, then the total's.
-- A category's row is created by its first topic: an upsert, so that two first topics at once
-- both count (0005's update-then-insert would let the second fail on the primary key).
CREATE OR REPLACE FUNCTION add_to_forum_category_counter(topic_category text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO community_counters (name, value) VALUES ('forum_topics:' || topic_category, delta)
    ON CONFLICT (name) DO UPDATE SET value = community_counters.value + excluded.value;
  ELSIF delta < 0 THEN
    -- Topics that go were counted when they came: the row exists.
    UPDATE community_counters SET value = value + delta WHERE name = 'forum_topics:' || topic_category;
  END IF;
END;
$$;
--> statement-breakpoint
-- One function for both directions: each trigger names its transition table changed_topics, and
-- TG_OP says whether those topics came (+) or went (-).
CREATE OR REPLACE FUNCTION count_changed_forum_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  batch record;
BEGIN
  FOR batch IN SELECT category, count(*)::integer AS amount FROM changed_topics GROUP BY category ORDER BY category
  LOOP
    PERFORM add_to_forum_category_counter(batch.category, sign * batch.amount);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Nothing moves a topic today; if something does, both rows follow, locked in category order.
CREATE OR REPLACE FUNCTION count_moved_forum_topic() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.category < NEW.category THEN
    PERFORM add_to_forum_category_counter(OLD.category, -1);
    PERFORM add_to_forum_category_counter(NEW.category, 1);
  ELSE
    PERFORM add_to_forum_category_counter(NEW.category, 1);
    PERFORM add_to_forum_category_counter(OLD.category, -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reset_forum_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_counters SET value = 0 WHERE starts_with(name, 'forum_topics:') AND value <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_topics_categories_counted_on_insert
AFTER INSERT ON forum_topics REFERENCING NEW TABLE AS changed_topics
FOR EACH STATEMENT EXECUTE FUNCTION count_changed_forum_categories();
--> statement-breakpoint
CREATE TRIGGER forum_topics_categories_counted_on_delete
AFTER DELETE ON forum_topics REFERENCING OLD TABLE AS changed_topics
FOR EACH STATEMENT EXECUTE FUNCTION count_changed_forum_categories();
--> statement-breakpoint
CREATE TRIGGER forum_topics_categories_counted_on_move
AFTER UPDATE OF category ON forum_topics
FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
EXECUTE FUNCTION count_moved_forum_topic();
--> statement-breakpoint
CREATE TRIGGER forum_topics_categories_counted_on_truncate
AFTER TRUNCATE ON forum_topics
FOR EACH STATEMENT EXECUTE FUNCTION reset_forum_categories();
--> statement-breakpoint
-- Backfill after the triggers exist: creating them locked forum_topics against writes until this
-- migration commits, so the counts cannot miss a concurrent change.
INSERT INTO community_counters (name, value)
SELECT 'forum_topics:' || category, count(*)::integer FROM forum_topics GROUP BY category;
