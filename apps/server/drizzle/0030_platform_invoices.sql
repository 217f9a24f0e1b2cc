ALTER TABLE "invoices" ALTER COLUMN "provider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_platform_number_key" ON "invoices" USING btree ("kind","year","sequence") WHERE "invoices"."provider_id" is null;