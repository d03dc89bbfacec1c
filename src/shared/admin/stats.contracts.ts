import { z } from 'zod';
import { defineContract } from '../api/contract';
import { auditEntrySchema } from './audit.schemas';
import { countSchema, type StatKind } from './stats.schemas';

/** One route per count card, as the spec names them: /api/stats/{kind}/count. */
function statCount<const K extends StatKind>(kind: K) {
  return defineContract({
    method: 'GET',
    path: `/api/stats/${kind}/count`,
    summary: `Count the ${kind} of the install`,
    responses: { 200: countSchema },
  });
}

/** The admin dashboard (super admins): the four count cards and the latest admin changes. */
export const statsContracts = {
  countCookbooks: statCount('cookbooks'),
  countUsers: statCount('users'),
  countFamilies: statCount('families'),
  countRecipes: statCount('recipes'),
  listAuditLog: defineContract({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'List the latest administrative changes, newest first',
    responses: { 200: z.array(auditEntrySchema) },
  }),
};

/** The count contract of each card. */
export const statCountContracts = {
  cookbooks: statsContracts.countCookbooks,
  users: statsContracts.countUsers,
  families: statsContracts.countFamilies,
  recipes: statsContracts.countRecipes,
} satisfies Record<StatKind, unknown>;
