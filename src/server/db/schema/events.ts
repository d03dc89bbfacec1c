import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The live event stream's sequence per scope ('family:<id>' or 'user:<id>'), moved by the
 * triggers of drizzle/0013 in the writing transaction, so a scope's notices are numbered
 * without gaps in commit order (product rule: live-sync, docs/decisions/026).
 */
export const eventSequences = pgTable('event_sequences', {
  scope: text('scope').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Notices a transaction's triggers staged (drizzle/0014). They are numbered and sent at commit,
 * by a deferred trigger, all of a transaction's at once in scope order: a sequence row is then
 * locked only at the very end of a transaction, so two writers can never deadlock on it.
 * Rows never outlive their transaction.
 */
export const liveEventOutbox = pgTable(
  'live_event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    ids: integer('ids').array(),
    details: jsonb('details'),
  },
  (t) => [index('live_event_outbox_tx_idx').on(t.tx)],
);
