CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"pricing" text NOT NULL,
	"price_minor" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"proposed_dates" jsonb NOT NULL,
	"delivery" text NOT NULL,
	"location" text,
	"valid_until" date NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_price_nonnegative" CHECK ("quotes"."price_minor" >= 0)
);
--> statement-breakpoint
DROP INDEX "reviews_topic_user_key";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "topic_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_requirement_idx" ON "quotes" USING btree ("requirement_id","id");--> statement-breakpoint
CREATE INDEX "quotes_provider_idx" ON "quotes" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "quotes_state_valid_idx" ON "quotes" USING btree ("state","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_active_key" ON "quotes" USING btree ("requirement_id","provider_id") WHERE "quotes"."state" in ('submitted', 'shortlisted', 'accepted');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_key" ON "bookings" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_user_key" ON "reviews" USING btree ("booking_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_topic_idx" ON "reviews" USING btree ("topic_id","created_at");--> statement-breakpoint
-- Ratings count verified reviews only: those tied to a booking (docs/product.md, "Reviews").
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
		"rating_average" = coalesce((SELECT avg(r."rating_halves") / 2.0 FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL), 0),
		"review_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL)
	WHERE t."id" = ANY(affected);
	RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "topics" t SET
	"rating_average" = coalesce((SELECT avg(r."rating_halves") / 2.0 FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL), 0),
	"review_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id" AND r."booking_id" IS NOT NULL);
