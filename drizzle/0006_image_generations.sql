CREATE TABLE "image_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "image_generations_outcome_ck" CHECK ("image_generations"."outcome" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "image_generations" ADD CONSTRAINT "image_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_generations_user_created_idx" ON "image_generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "image_generations_created_idx" ON "image_generations" USING btree ("created_at");