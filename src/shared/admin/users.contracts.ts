import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParamSchema } from '../validation/ids';
import { adminListQuerySchema } from './list-query.schemas';
import {
  adminUserSchema,
  createUserBodySchema,
  setUserFamilyBodySchema,
  updateUserBodySchema,
  userWithFamilySchema,
  userWriteResultSchema,
} from './users.schemas';

const adminUserParamsSchema = z.object({ id: idParamSchema });

/**
 * Users, super admins only. The two lists are searched and paged (?search=&limit=&offset=,
 * the total in X-Total-Count).
 */
export const adminUsersContracts = {
  listUsers: defineContract({
    method: 'GET',
    path: '/api/users',
    summary: 'List the users, searched and paged (total in X-Total-Count)',
    query: adminListQuerySchema,
    responses: { 200: z.array(adminUserSchema) },
  }),
  createUser: defineContract({
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Add a user to a family, to sign in later with that Google address',
    body: createUserBodySchema,
    responses: { 201: userWriteResultSchema },
  }),
  updateUser: defineContract({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    summary: "Change a user's name, email and super admin flag",
    params: adminUserParamsSchema,
    body: updateUserBodySchema,
    responses: { 200: userWriteResultSchema },
  }),
  setUserFamily: defineContract({
    method: 'PUT',
    path: '/api/admin/users/:id/family',
    summary: "Make a user's families exactly this one, or none",
    params: adminUserParamsSchema,
    body: setUserFamilyBodySchema,
    responses: { 200: userWriteResultSchema },
  }),
  listUsersWithFamilies: defineContract({
    method: 'GET',
    path: '/api/admin/users-with-families',
    summary:
      'List users with their families (a row per membership, one for a user in none), searched and paged',
    query: adminListQuerySchema,
    responses: { 200: z.array(userWithFamilySchema) },
  }),
};
