-- Demo sign-in offers and accepts only the seeded demo people (issue 22): on an install
-- without Google, anyone who reaches the server could otherwise sign in as a real person an
-- admin added. New seeds mark their people; a database seeded before this marks them here, by
-- the seed's emails (example.com, which no real account has) and only where the seed ran.
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_demo" = true
WHERE lower("email") IN ('alex@example.com', 'jordan@example.com', 'sarah@example.com',
  'lily@example.com', 'chinedu@example.com', 'ada@example.com', 'grace@example.com')
  AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'demo_seed');
