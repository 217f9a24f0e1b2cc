CREATE TABLE "document_logos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_logos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_logos_sha256_key" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_logo_id_document_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."document_logos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_logo_id_document_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."document_logos"("id") ON DELETE restrict ON UPDATE no action;