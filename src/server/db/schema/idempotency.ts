import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per (user, Idempotency-Key) a creating request carried (docs/decisions/010): the
 * row is inserted in the same transaction as what the request creates, so a repeat with the
 * same key waits on the primary key and then replays the stored answer instead of creating
 * again. `status`/`response` are filled before that transaction commits, so a committed row
 * always has them. Rows older than a day are deleted (src/server/lib/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, the route and the validated body: a repeat must match it. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
