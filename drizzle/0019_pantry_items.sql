CREATE TABLE "pantry_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"quantity" numeric,
	"unit" text,
	"best_before" date,
	"category" text NOT NULL,
	"is_staple" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_quantity_ck" CHECK ("pantry_items"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pantry_items_family_key_idx" ON "pantry_items" USING btree ("family_id","name_key");