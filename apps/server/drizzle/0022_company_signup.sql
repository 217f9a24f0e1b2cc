CREATE TABLE "plan_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"requested_by" integer,
	"plan" text NOT NULL,
	"message" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_key" text;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_open_key" ON "plan_requests" USING btree ("company_id","plan") WHERE "plan_requests"."state" = 'open';--> statement-breakpoint
-- Companies already on the marketplace are known by the VAT id of their profile, in the canonical
-- form of normalizeVatId (contracts/billing.ts); where two share one, the first keeps it.
WITH keyed AS (
	SELECT "id", CASE
		WHEN c ~ '^[A-Z]{2}' THEN c
		ELSE coalesce(CASE upper("country") WHEN 'GR' THEN 'EL' ELSE upper("country") END, '') || c
	END AS k
	FROM (
		SELECT "id", "country", upper(regexp_replace("vat_number", '[\s.-]', '', 'g')) AS c
		FROM "companies"
		WHERE "parent_id" IS NULL AND "vat_number" IS NOT NULL
	) AS compacted
	WHERE c <> ''
)
UPDATE "companies" AS co SET "vat_key" = keyed.k
FROM keyed
WHERE co."id" = keyed."id"
	AND keyed."id" = (SELECT min(other."id") FROM keyed AS other WHERE other.k = keyed.k);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_vat_key" ON "companies" USING btree ("vat_key");