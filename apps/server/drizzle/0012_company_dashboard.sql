CREATE TABLE "calendar_feeds" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_budgets_amount_not_negative" CHECK ("company_budgets"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_role" integer DEFAULT 2 NOT NULL,
	"department" text,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"department" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"respondent" text NOT NULL,
	"participant_id" integer,
	"user_id" integer,
	"token_hash" text,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating_halves" integer,
	"comment" text,
	"expires_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_assessments_rating_range" CHECK ("training_assessments"."rating_halves" is null or "training_assessments"."rating_halves" between 2 and 10)
);
--> statement-breakpoint
ALTER TABLE "booking_participants" ADD COLUMN "company_person_id" integer;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD COLUMN "certificate_expires_on" date;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD COLUMN "certificate_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_threshold_minor" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_outside_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "assessment_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "company_trainers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budgets" ADD CONSTRAINT "company_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assessments" ADD CONSTRAINT "training_assessments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assessments" ADD CONSTRAINT "training_assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assessments" ADD CONSTRAINT "training_assessments_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assessments" ADD CONSTRAINT "training_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_budgets_key" ON "company_budgets" USING btree ("company_id","year","department");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_key" ON "company_invitations" USING btree ("company_id",lower("email")) WHERE "company_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "company_people_company_idx" ON "company_people" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_people_company_email_key" ON "company_people" USING btree ("company_id",lower("email")) WHERE "company_people"."email" is not null;--> statement-breakpoint
CREATE INDEX "training_assessments_company_idx" ON "training_assessments" USING btree ("company_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_assessments_token_key" ON "training_assessments" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "training_assessments_participant_key" ON "training_assessments" USING btree ("booking_id","participant_id") WHERE "training_assessments"."participant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_assessments_manager_key" ON "training_assessments" USING btree ("booking_id","user_id") WHERE "training_assessments"."respondent" = 'manager';--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_company_person_id_company_people_id_fk" FOREIGN KEY ("company_person_id") REFERENCES "public"."company_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_participants_person_idx" ON "booking_participants" USING btree ("company_person_id");--> statement-breakpoint
CREATE INDEX "bookings_company_state_starts_idx" ON "bookings" USING btree ("company_id","state","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_company_updated_idx" ON "bookings" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "companies_parent_id_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_threshold_not_negative" CHECK ("companies"."approval_threshold_minor" is null or "companies"."approval_threshold_minor" >= 0);