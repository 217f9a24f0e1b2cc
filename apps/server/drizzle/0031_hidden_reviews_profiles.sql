ALTER TABLE "reviews" ADD COLUMN "state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
-- A hidden review counts in no rating: the topic's and the provider's skip it, and hiding or
-- restoring one takes it out or puts it back (docs/product.md, "The operator console").
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
		"rating_average" = coalesce((SELECT avg(r."rating_halves") / 2.0 FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL AND r."state" = 'visible'), 0),
		"review_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL AND r."state" = 'visible')
	WHERE t."id" = ANY(affected);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_provider_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."booking_id" IS NOT NULL AND OLD."state" = 'visible' THEN
		UPDATE "users" SET
			"review_count" = "review_count" - 1,
			"rating_halves_total" = "rating_halves_total" - OLD."rating_halves"
		WHERE "id" = OLD."provider_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."booking_id" IS NOT NULL AND NEW."state" = 'visible' THEN
		UPDATE "users" SET
			"review_count" = "review_count" + 1,
			"rating_halves_total" = "rating_halves_total" + NEW."rating_halves"
		WHERE "id" = NEW."provider_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "reviews_refresh_provider_rating" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_refresh_provider_rating" AFTER INSERT OR DELETE OR UPDATE OF "provider_id", "booking_id", "rating_halves", "state" ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "refresh_provider_rating"();
