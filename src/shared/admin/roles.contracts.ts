import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParamSchema } from '../validation/ids';
import { adminListQuerySchema } from './list-query.schemas';
import { createRoleBodySchema, roleAssignmentSchema, rolesQuerySchema } from './roles.schemas';

/** ?userId= narrows the list to one user; search and paging as every admin list. */
const roleListQuerySchema = adminListQuerySchema.extend(rolesQuerySchema.shape).strict();

const roleParamsSchema = z.object({ id: idParamSchema });

/** Role assignments (super admin, cookbook editor), super admins only. */
export const rolesContracts = {
  listRoles: defineContract({
    method: 'GET',
    path: '/api/roles',
    summary:
      "List the role assignments, or one user's, searched and paged (total in X-Total-Count)",
    query: roleListQuerySchema,
    responses: { 200: z.array(roleAssignmentSchema) },
  }),
  assignRole: defineContract({
    method: 'POST',
    path: '/api/roles',
    summary: 'Make a user a super admin, or an editor of a cookbook',
    body: createRoleBodySchema,
    responses: { 201: roleAssignmentSchema },
  }),
  removeRole: defineContract({
    method: 'DELETE',
    path: '/api/roles/:id',
    summary: 'Take a role away (never the last super admin)',
    params: roleParamsSchema,
    responses: { 204: z.null() },
  }),
};
