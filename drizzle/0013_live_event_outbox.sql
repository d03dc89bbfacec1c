CREATE TABLE "live_event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"ids" integer[],
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "live_event_outbox_tx_idx" ON "live_event_outbox" USING btree ("tx");