import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParamSchema } from '../validation/ids';
import { adminListQuerySchema } from './list-query.schemas';
import {
  changeMembershipBodySchema,
  membershipAdminBodySchema,
  membershipSchema,
} from './users.schemas';

const membershipIdParamsSchema = z.object({ membershipId: idParamSchema });

/** Memberships (user ↔ family), super admins only. */
export const membershipsContracts = {
  listMemberships: defineContract({
    method: 'GET',
    path: '/api/user-families',
    summary: 'List the memberships, searched and paged (total in X-Total-Count)',
    query: adminListQuerySchema,
    responses: { 200: z.array(membershipSchema) },
  }),
  changeMembership: defineContract({
    method: 'PUT',
    path: '/api/admin/user-families/change',
    summary: 'Put a user in a family with this admin flag; their other families stay',
    body: changeMembershipBodySchema,
    responses: { 200: membershipSchema },
  }),
  setMembershipAdmin: defineContract({
    method: 'PATCH',
    path: '/api/admin/user-families/:membershipId',
    summary: 'Make a member a family admin, or no longer one',
    params: membershipIdParamsSchema,
    body: membershipAdminBodySchema,
    responses: { 200: membershipSchema },
  }),
  removeMembership: defineContract({
    method: 'DELETE',
    path: '/api/admin/user-families/:membershipId',
    summary: 'Remove a user from a family',
    params: membershipIdParamsSchema,
    responses: { 204: z.null() },
  }),
};
