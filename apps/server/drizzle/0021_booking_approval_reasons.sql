ALTER TABLE "bookings" ADD COLUMN "approval_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Bookings already waiting get the reasons today's rules give them (what the approval list showed
-- until now); from here on a booking stores its reasons when it starts waiting (approval-reasons.ts).
UPDATE "bookings" AS b SET "approval_reasons" = (
	SELECT coalesce(jsonb_agg(r.reason ORDER BY r.position), '[]'::jsonb)
	FROM (
		SELECT 'threshold' AS reason, 1 AS position
		FROM "companies" c
		WHERE c."id" = b."company_id" AND c."approval_threshold_minor" IS NOT NULL
			AND b."gross_minor" > c."approval_threshold_minor"
		UNION ALL
		SELECT 'outsideList', 2
		FROM "companies" c
		WHERE c."id" = b."company_id" AND c."approval_outside_list"
			AND NOT EXISTS (
				SELECT 1 FROM "company_trainers" t JOIN "users" u ON u."id" = b."provider_id"
				WHERE t."company_id" = c."id"
					AND (t."user_id" = b."provider_id" OR lower(t."email") = lower(u."email"))
			)
	) AS r
)
WHERE b."state" = 'awaiting_approval' AND b."company_id" IS NOT NULL;
