CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"topic_id" integer,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/Rome' NOT NULL,
	"delivery" text DEFAULT 'in_person' NOT NULL,
	"location" text,
	"online_url" text,
	"capacity" integer,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"language" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("events"."title", '')), 'A') || setweight(to_tsvector('simple', coalesce("events"."description", '') || ' ' || coalesce("events"."location", '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"participants" integer,
	"preferred_start" date,
	"preferred_end" date,
	"delivery" text,
	"location" text,
	"language" text,
	"budget_min_minor" integer,
	"budget_max_minor" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"deadline" date,
	"status" text DEFAULT 'open' NOT NULL,
	"show_on_profile" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("requirements"."title", '')), 'A') || setweight(to_tsvector('simple', coalesce("requirements"."description", '') || ' ' || coalesce("requirements"."location", '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating_halves" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_halves_range" CHECK ("reviews"."rating_halves" between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text,
	"duration_hours" integer,
	"delivery" text DEFAULT 'in_person' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("topics"."title", '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce("topics"."description", ''), '<[^>]*>', ' ', 'g') || ' ' || coalesce("topics"."audience", '') || ' ' || coalesce("topics"."location", '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_url_lower_key" ON "events" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_topic_id_idx" ON "events" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_topic_id_idx" ON "favourites" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_url_lower_key" ON "requirements" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "requirements_user_id_idx" ON "requirements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requirements_status_created_idx" ON "requirements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requirements_title_trgm_idx" ON "requirements" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirements_search_idx" ON "requirements" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_topic_user_key" ON "reviews" USING btree ("topic_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_url_lower_key" ON "topics" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "topics_user_id_idx" ON "topics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "topics_status_category_idx" ON "topics" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "topics_title_trgm_idx" ON "topics" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_search_idx" ON "topics" USING gin ("search_vector");--> statement-breakpoint
-- A topic's rating follows its reviews: average in stars (halves stored as 2..10) and count.
CREATE FUNCTION "refresh_topic_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		"rating_count" = (SELECT count(*) FROM "reviews" r WHERE r."topic_id" = t."id")
	WHERE t."id" = ANY(affected);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_refresh_topic_rating" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "refresh_topic_rating"();
