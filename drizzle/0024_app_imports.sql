CREATE TABLE "app_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cookbook_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imported_recipe_sources" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"cookbook_id" integer NOT NULL,
	"format" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_import_jobs" ADD CONSTRAINT "app_import_jobs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_import_jobs" ADD CONSTRAINT "app_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_import_jobs" ADD CONSTRAINT "app_import_jobs_cookbook_id_cookbooks_id_fk" FOREIGN KEY ("cookbook_id") REFERENCES "public"."cookbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_recipe_sources" ADD CONSTRAINT "imported_recipe_sources_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_recipe_sources" ADD CONSTRAINT "imported_recipe_sources_cookbook_id_cookbooks_id_fk" FOREIGN KEY ("cookbook_id") REFERENCES "public"."cookbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_import_jobs_family_idx" ON "app_import_jobs" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "app_import_jobs_user_idx" ON "app_import_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_recipe_sources_uq" ON "imported_recipe_sources" USING btree ("cookbook_id","format","source_id");