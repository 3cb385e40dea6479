CREATE TABLE "media_detached" (
	"url" text PRIMARY KEY NOT NULL,
	"detached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Media whose content went: each table that carries media addresses queues the ones a
-- delete or an update dropped, whichever code removed them (a service, a moderator, an account
-- erasure, a cascade). The app then deletes the files that nothing references any more. The
-- columns are the trigger's arguments: one function for every table.
CREATE OR REPLACE FUNCTION media_addresses_of(value jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'array' THEN ARRAY(SELECT jsonb_array_elements_text(value))
    WHEN 'string' THEN ARRAY[value #>> '{}']
    ELSE '{}'::text[]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_detached_media() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  source_column text;
  kept text[] := '{}';
  dropped text[] := '{}';
BEGIN
  FOREACH source_column IN ARRAY TG_ARGV LOOP
    dropped := dropped || media_addresses_of(to_jsonb(OLD) -> source_column);
    IF TG_OP = 'UPDATE' THEN
      kept := kept || media_addresses_of(to_jsonb(NEW) -> source_column);
    END IF;
  END LOOP;
  INSERT INTO media_detached (url)
  SELECT DISTINCT address FROM unnest(dropped) AS address
  WHERE address <> '' AND NOT (address = ANY (kept))
  ON CONFLICT (url) DO UPDATE SET detached_at = excluded.detached_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_media_detached AFTER UPDATE OF media_urls OR DELETE ON posts
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('media_urls');
--> statement-breakpoint
CREATE TRIGGER messages_media_detached AFTER UPDATE OF media_urls OR DELETE ON messages
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('media_urls');
--> statement-breakpoint
CREATE TRIGGER conversation_messages_media_detached AFTER UPDATE OF media_url OR DELETE ON conversation_messages
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('media_url');
--> statement-breakpoint
CREATE TRIGGER profiles_media_detached AFTER UPDATE OF avatar_url, photos OR DELETE ON profiles
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('avatar_url', 'photos');
--> statement-breakpoint
CREATE TRIGGER user_media_detached AFTER UPDATE OF image OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('image');
--> statement-breakpoint
CREATE TRIGGER events_media_detached AFTER UPDATE OF image_url OR DELETE ON events
FOR EACH ROW EXECUTE FUNCTION queue_detached_media('image_url');
