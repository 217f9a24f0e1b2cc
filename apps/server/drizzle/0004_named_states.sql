CREATE TABLE "state_transitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "state_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine" text NOT NULL,
	"record_id" integer NOT NULL,
	"transition" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "state_transitions" ADD CONSTRAINT "state_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "state_transitions_record_idx" ON "state_transitions" USING btree ("machine","record_id","id");--> statement-breakpoint
-- The number of a topic's reviews was called rating_count beside the rating it counts.
ALTER TABLE "topics" RENAME COLUMN "rating_count" TO "review_count";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_topic_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		affected := ARRAY[OLD.topic_id];
	ELSIF TG_OP = 'UPDATE' THEN
		affected := ARRAY[OLD.topic_id, NEW.topic_id];
	ELSE
		affected := ARRAY[NEW.topic_id];
	END IF;
	UPDATE "topics" t SET
		"rating_average" = coalesce((SELECT avg(r."rating_halves") / 2.0 FROM "reviews" r WHERE r."topic_id" = t."id"), 0),
		"review_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id")
	WHERE t."id" = ANY(affected);
	RETURN NULL;
END;
$$;
