CREATE TABLE "idempotent_writes" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_writes_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotent_writes_outcome" CHECK (("idempotent_writes"."status" is null) = ("idempotent_writes"."body" is null))
);
--> statement-breakpoint
ALTER TABLE "idempotent_writes" ADD CONSTRAINT "idempotent_writes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_writes_created_idx" ON "idempotent_writes" USING btree ("created_at");