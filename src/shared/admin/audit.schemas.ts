import { z } from 'zod';

/** How many of the latest administrative changes the dashboard shows. */
export const AUDIT_LOG_PAGE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Who made the change; id is null once that user is gone, the name stays. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
