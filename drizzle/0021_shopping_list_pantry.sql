-- The shopping list and the pantry (docs/decisions/045): each item keeps what the pantry did to it
-- when the list was made (product rule: pantry-subtraction), and when it went to the pantry
-- after it was bought (product rule: bought-to-pantry). Both are null on existing items.
ALTER TABLE "shopping_list_items" ADD COLUMN "pantry_state" text;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "stocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_pantry_state_ck" CHECK ("shopping_list_items"."pantry_state" in ('covered', 'partial', 'unknown'));