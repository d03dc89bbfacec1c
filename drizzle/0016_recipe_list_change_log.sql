CREATE TABLE "recipe_list_changes" (
	"family_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"recipe_ids" integer[],
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_list_changes_family_id_version_pk" PRIMARY KEY("family_id","version")
);
--> statement-breakpoint
CREATE TABLE "recipe_list_snapshots" (
	"family_id" integer NOT NULL,
	"kind" text NOT NULL,
	"global_version" bigint NOT NULL,
	"family_version" bigint NOT NULL,
	"identity" text NOT NULL,
	"br" text NOT NULL,
	"gzip" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_list_snapshots_family_id_kind_pk" PRIMARY KEY("family_id","kind")
);
