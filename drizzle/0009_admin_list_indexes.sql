CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "families_name_order_idx" ON "families" USING btree (lower("name"),"id");