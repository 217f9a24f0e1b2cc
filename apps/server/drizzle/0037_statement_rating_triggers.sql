-- The verified ratings kept in step once per statement instead of once per row. The rules are those
-- of migration 0031: a topic's average and count are recomputed from its visible, verified reviews,
-- and a provider's count and halves total move by what a statement adds or takes away. A statement
-- that writes many reviews (the demo's seed, about a thousand) now refreshes each topic and each
-- provider it touches once, not once per review. PostgreSQL allows transition tables only on a
-- trigger of one event, hence one trigger per event, all three on one function; the function reads
-- the statement's rows as `changes` (sign 1 for a row written, -1 for a row replaced or removed).
DROP TRIGGER "reviews_refresh_topic_rating" ON "reviews";--> statement-breakpoint
DROP TRIGGER "reviews_refresh_provider_rating" ON "reviews";--> statement-breakpoint
DROP FUNCTION "refresh_topic_rating"();--> statement-breakpoint
DROP FUNCTION "refresh_provider_rating"();--> statement-breakpoint
CREATE FUNCTION "refresh_review_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written constant text := 'SELECT "topic_id", "provider_id", "booking_id", "state", "rating_halves", 1 AS "sign" FROM "new_reviews"';
	replaced constant text := 'SELECT "topic_id", "provider_id", "booking_id", "state", "rating_halves", -1 AS "sign" FROM "old_reviews"';
	changes text;
BEGIN
	changes := CASE TG_OP
		WHEN 'INSERT' THEN written
		WHEN 'DELETE' THEN replaced
		ELSE written || ' UNION ALL ' || replaced
	END;
	EXECUTE format($sql$
		UPDATE "topics" t SET
			"rating_average" = coalesce((SELECT avg(r."rating_halves") / 2.0 FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL AND r."state" = 'visible'), 0),
			"review_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL AND r."state" = 'visible')
		WHERE t."id" IN (SELECT "topic_id" FROM (%s) changes)
	$sql$, changes);
	EXECUTE format($sql$
		UPDATE "users" u SET
			"review_count" = u."review_count" + d."reviews",
			"rating_halves_total" = u."rating_halves_total" + d."halves"
		FROM (
			SELECT "provider_id", sum("sign") AS "reviews", sum("sign" * "rating_halves") AS "halves"
			FROM (%s) changes
			WHERE "booking_id" IS NOT NULL AND "state" = 'visible'
			GROUP BY "provider_id"
		) d
		WHERE u."id" = d."provider_id" AND (d."reviews" <> 0 OR d."halves" <> 0)
	$sql$, changes);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "refresh_review_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_reviews" NEW TABLE AS "new_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "refresh_review_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "refresh_review_ratings"();
