CREATE TABLE "demo_seed_parts" (
	"part" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
