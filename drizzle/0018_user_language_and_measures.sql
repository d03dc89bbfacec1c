ALTER TABLE "user_preferences" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "measurement_system" text DEFAULT 'asWritten' NOT NULL;