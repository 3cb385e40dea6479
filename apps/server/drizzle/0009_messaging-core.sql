CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text,
	"content" text DEFAULT '' NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"media_url" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_type" text DEFAULT 'private' NOT NULL,
	"title" text,
	"created_by" text,
	"pair_key" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_type_valid" CHECK ("conversations"."conversation_type" in ('private', 'group'))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_page_idx" ON "conversation_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key_idx" ON "conversations" USING btree ("pair_key") WHERE "conversations"."pair_key" is not null;--> statement-breakpoint
-- A conversation's last_message_at is max(created_at) of its messages (ADR 016), kept like the
-- channel counters of 0005: once per statement, conversations locked in id order, so that the
-- list orders by a column of conversations and never scans the messages.
CREATE OR REPLACE FUNCTION touch_conversations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c
  SET last_message_at = greatest(c.last_message_at, batch.newest)
  FROM (
    SELECT conversation_id, max(created_at) AS newest
    FROM inserted_conversation_messages GROUP BY conversation_id ORDER BY conversation_id
  ) batch
  WHERE c.id = batch.conversation_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_messages_touch_conversation
AFTER INSERT ON conversation_messages
REFERENCING NEW TABLE AS inserted_conversation_messages
FOR EACH STATEMENT EXECUTE FUNCTION touch_conversations();
