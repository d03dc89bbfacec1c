-- Cooking uses up the pantry (docs/decisions/047): a planned meal marked cooked keeps when, and
-- what it took from the pantry, so Undo puts exactly that back (product rule: cooked-deduction).
ALTER TABLE "meal_plans" ADD COLUMN "cooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "cooked_deductions" jsonb;