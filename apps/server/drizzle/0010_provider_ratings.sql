ALTER TABLE "reviews" ADD COLUMN "provider_id" integer;--> statement-breakpoint
-- The provider of the training reviewed: the booking's, else (reviews from before verified
-- reviews) the topic's owner.
UPDATE "reviews" r SET "provider_id" = coalesce(
	(SELECT b."provider_id" FROM "bookings" b WHERE b."id" = r."booking_id"),
	(SELECT t."user_id" FROM "topics" t WHERE t."id" = r."topic_id"));--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_halves_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
-- A provider's rating counts the verified reviews (with a booking) of all their trainings: topics,
-- events and trainings booked through quotes. Kept by adding and taking away, never by counting
-- again: two reviews written at once each add their own, whichever commits first.
CREATE OR REPLACE FUNCTION "refresh_provider_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."booking_id" IS NOT NULL THEN
		UPDATE "users" SET
			"review_count" = "review_count" - 1,
			"rating_halves_total" = "rating_halves_total" - OLD."rating_halves"
		WHERE "id" = OLD."provider_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."booking_id" IS NOT NULL THEN
		UPDATE "users" SET
			"review_count" = "review_count" + 1,
			"rating_halves_total" = "rating_halves_total" + NEW."rating_halves"
		WHERE "id" = NEW."provider_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_refresh_provider_rating" AFTER INSERT OR DELETE OR UPDATE OF "provider_id", "booking_id", "rating_halves" ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "refresh_provider_rating"();--> statement-breakpoint
UPDATE "users" u SET
	"review_count" = s."review_count",
	"rating_halves_total" = s."rating_halves_total"
FROM (
	SELECT "provider_id", count(*)::int AS "review_count", sum("rating_halves")::int AS "rating_halves_total"
	FROM "reviews" WHERE "booking_id" IS NOT NULL GROUP BY "provider_id"
) s
WHERE u."id" = s."provider_id";
