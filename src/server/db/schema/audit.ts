import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per administrative write (users, memberships, roles, families, cookbooks and their
 * links): who did it, what, when, and the entity before and after. Written in the same
 * transaction as the change, so a rolled-back change leaves no entry. The actor is kept as a
 * name too, so the entry still reads well after that user is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What happened, e.g. 'user.create', 'membership.remove', 'role.assign'. */
    action: text('action').notNull(),
    /** The kind of entity: 'user', 'membership', 'role', 'family', 'cookbook', 'family_cookbook'. */
    entity: text('entity').notNull(),
    /** The entity's id as text ('12', or '3:7' for a family-cookbook link). */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
