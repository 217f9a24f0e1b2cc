ALTER TABLE "billing_details" ADD COLUMN "stamp_duty_charged" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stamp_duty_minor" integer DEFAULT 0 NOT NULL;