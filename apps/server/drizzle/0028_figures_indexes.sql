CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","state","gross_minor");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","kind","gross_minor");--> statement-breakpoint
CREATE INDEX "state_transitions_machine_created_idx" ON "state_transitions" USING btree ("machine","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","service_type");