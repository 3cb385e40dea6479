-- Issue #16: one search across posts, forum topics and replies, events. Each text is indexed in
-- its own language's configuration (French, English, Spanish; accents ignored), chosen from its most
-- common words as packages/shared's detectLanguage does (French when undecided); a post's hashtags
-- are a generated column, extracted as extractHashtags does. Same on PostgreSQL and PGlite.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'en_unaccent' AND cfgnamespace = 'public'::regnamespace) THEN
    CREATE TEXT SEARCH CONFIGURATION public.en_unaccent (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION public.en_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'es_unaccent' AND cfgnamespace = 'public'::regnamespace) THEN
    CREATE TEXT SEARCH CONFIGURATION public.es_unaccent (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION public.es_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_config(body text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT word FROM regexp_split_to_table(lower(left(body, 4000)), '[^a-z\u00e0-\u00ff]+') AS word
  ), hits AS (
    SELECT
      count(*) FILTER (WHERE word = ANY ('{le,la,les,un,une,des,du,de,et,est,sont,pas,pour,dans,avec,sur,que,qui,ce,cette,nous,vous,je,tu,il,elle,on,mais,ou,au,aux,très,bien,merci,bonjour,être,avoir,fait,comme,plus,tout}'::text[])) AS fr,
      count(*) FILTER (WHERE word = ANY ('{the,a,an,and,is,are,not,for,in,with,on,that,which,this,we,you,i,he,she,it,but,or,to,of,very,well,thanks,hello,be,have,do,as,more,all,was,were,what}'::text[])) AS en,
      count(*) FILTER (WHERE word = ANY ('{el,la,los,las,un,una,unos,de,del,y,es,son,no,para,en,con,sobre,que,quien,este,esta,nosotros,vosotros,yo,tú,él,ella,pero,o,al,muy,bien,gracias,hola,ser,estar,hacer,como,más,todo}'::text[])) AS es
    FROM words
  )
  SELECT CASE
    WHEN en >= 2 AND en > fr AND en > es THEN 'public.en_unaccent'::regconfig
    WHEN es >= 2 AND es > fr AND es > en THEN 'public.es_unaccent'::regconfig
    ELSE 'public.fr_unaccent'::regconfig
  END
  FROM hits
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_hashtags(body text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(match[1])), '{}'::text[])
  FROM regexp_matches(body, '(?:^|[^0-9A-Za-z_\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff&#])#([0-9A-Za-z_\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]{2,50})', 'g') AS match
$$;--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL,
	"messages_from" text DEFAULT 'everyone' NOT NULL,
	"digest" text DEFAULT 'off' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_messages_from" CHECK ("notification_settings"."messages_from" in ('everyone', 'connections')),
	CONSTRAINT "notification_settings_digest" CHECK ("notification_settings"."digest" in ('off', 'daily', 'weekly')),
	CONSTRAINT "notification_settings_quiet_hours" CHECK (("notification_settings"."quiet_start" is null) = ("notification_settings"."quiet_end" is null))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
-- The forum's column was French only: it is rebuilt in each topic's language (its index with it).
ALTER TABLE "forum_topics" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(public.search_config(coalesce(title, '') || ' ' || coalesce(content, '')), coalesce(title, '') || ' ' || coalesce(content, ''))) STORED;--> statement-breakpoint
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin ("search");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(public.search_config(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(venue, '')), coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(venue, ''))) STORED;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(public.search_config(coalesce(content, '')), coalesce(content, ''))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(public.search_config(coalesce(content, '')), coalesce(content, ''))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hashtags" text[] GENERATED ALWAYS AS (public.search_hashtags(coalesce(content, ''))) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_settings_digest_idx" ON "notification_settings" USING btree ("digest","digest_sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_replies_search_idx" ON "forum_replies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_hashtags_idx" ON "posts" USING gin ("hashtags");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;