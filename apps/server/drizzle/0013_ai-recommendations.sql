CREATE TABLE "ai_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recommendation_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"target" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"acted_upon" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_recommendations_type_valid" CHECK ("ai_recommendations"."recommendation_type" in ('content_suggestion', 'match_optimization', 'engagement', 'community', 'activity', 'event'))
);
--> statement-breakpoint
ALTER TABLE "ai_recommendations" ADD CONSTRAINT "ai_recommendations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_recommendations_user_dedupe_idx" ON "ai_recommendations" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "ai_recommendations_list_idx" ON "ai_recommendations" USING btree ("user_id","seen","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST);