CREATE TABLE "known_hashtags" (
	"tag" text PRIMARY KEY NOT NULL,
	"folded" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "known_hashtags_folded_idx" ON "known_hashtags" USING btree ("folded" collate "C");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
-- A post's hashtags join the known ones as it is written or its text changes (posts.hashtags is
-- generated from the content, so an AFTER trigger sees them). ON CONFLICT: two posts racing on a
-- new tag both succeed.
CREATE OR REPLACE FUNCTION public.remember_post_hashtags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(NEW.hashtags) > 0 THEN
    INSERT INTO known_hashtags (tag, folded)
    SELECT DISTINCT tag, lower(public.unaccent(tag)) FROM unnest(NEW.hashtags) AS tag
    ON CONFLICT (tag) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_hashtags_known AFTER INSERT OR UPDATE OF content ON posts FOR EACH ROW EXECUTE FUNCTION public.remember_post_hashtags();--> statement-breakpoint
INSERT INTO known_hashtags (tag, folded)
SELECT DISTINCT tag, lower(public.unaccent(tag)) FROM posts, unnest(posts.hashtags) AS tag
ON CONFLICT (tag) DO NOTHING;
