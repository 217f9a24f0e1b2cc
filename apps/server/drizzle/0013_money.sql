CREATE TABLE "billing_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"company_id" integer,
	"legal_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"country" text NOT NULL,
	"vat_id" text,
	"tax_code" text,
	"sdi_code" text,
	"pec" text,
	"email" text,
	"iban" text,
	"vat_regime" text DEFAULT 'standard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_details_one_owner" CHECK (("billing_details"."user_id" is null) <> ("billing_details"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"issuer_kind" text NOT NULL,
	"issuer_id" integer NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_issuer_kind_issuer_id_series_year_pk" PRIMARY KEY("issuer_kind","issuer_id","series","year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"provider_id" integer NOT NULL,
	"buyer_id" integer,
	"company_id" integer,
	"booking_id" integer,
	"purchase_order_id" integer,
	"credited_invoice_id" integer,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"paid_on" date,
	"language" text DEFAULT 'it' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_summary" jsonb NOT NULL,
	"vat_regime" text NOT NULL,
	"iban" text,
	"purchase_order_number" text,
	"net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"topic_id" integer,
	"event_id" integer,
	"category" text,
	"department" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_money_consistent" CHECK ("invoices"."gross_minor" = "invoices"."net_minor" + "invoices"."vat_minor"),
	CONSTRAINT "invoices_credit_note_target" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credited_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"booking_id" integer,
	"issued_by" integer,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issue_date" date NOT NULL,
	"buyer" jsonb NOT NULL,
	"provider" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"department" text,
	"category" text,
	"reference" text,
	"language" text DEFAULT 'it' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_money_consistent" CHECK ("purchase_orders"."gross_minor" = "purchase_orders"."net_minor" + "purchase_orders"."vat_minor")
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_details_user_key" ON "billing_details" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_details_company_key" ON "billing_details" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("provider_id","kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_key" ON "invoices" USING btree ("booking_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."state" <> 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited_key" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_provider_date_idx" ON "invoices" USING btree ("provider_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "invoices_state_due_idx" ON "invoices" USING btree ("state","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("company_id","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_booking_key" ON "purchase_orders" USING btree ("booking_id") WHERE "purchase_orders"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("company_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_provider_idx" ON "purchase_orders" USING btree ("provider_id","id");--> statement-breakpoint
-- An issued invoice or credit note never changes (art. 226; docs/product.md, "Invoices"): only its
-- state, the date it was paid, the overdue reminder and updated_at may move; it is never deleted.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice is never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF (to_jsonb(NEW) - 'state' - 'paid_on' - 'reminded_at' - 'updated_at' - 'buyer_id' - 'company_id' - 'booking_id' - 'purchase_order_id' - 'topic_id' - 'event_id')
     IS DISTINCT FROM
     (to_jsonb(OLD) - 'state' - 'paid_on' - 'reminded_at' - 'updated_at' - 'buyer_id' - 'company_id' - 'booking_id' - 'purchase_order_id' - 'topic_id' - 'event_id') THEN
    RAISE EXCEPTION 'an issued invoice never changes' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
