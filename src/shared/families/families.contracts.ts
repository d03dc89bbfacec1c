import { z } from 'zod';
import { defineContract } from '../api/contract';
import { familyMemberSchema, familyNameBodySchema } from '../admin/families.schemas';
import { defaultCookbookSchema } from '../recipes/categories.schemas';
import {
  familyIdParamsSchema,
  familySchema,
  membershipParamsSchema,
  membershipStatusSchema,
  renamedFamilySchema,
} from './families.schemas';

/** The signed-in user's families, and the profile page's My Family card. */
export const familiesContracts = {
  listMyFamilies: defineContract({
    method: 'GET',
    path: '/api/families',
    summary: 'List the families you belong to',
    responses: { 200: z.array(familySchema) },
  }),
  getMembershipStatus: defineContract({
    method: 'GET',
    path: '/api/user-families/user/:userId/family/:familyId',
    summary: 'Tell whether a user is a member, and an admin, of a family',
    params: membershipParamsSchema,
    responses: { 200: membershipStatusSchema },
  }),
  getDefaultCookbook: defineContract({
    method: 'GET',
    path: '/api/families/:id/default-cookbook',
    summary: "Read a family's default cookbook (null when it has none)",
    params: familyIdParamsSchema,
    responses: { 200: defaultCookbookSchema },
  }),
  listFamilyMembers: defineContract({
    method: 'GET',
    path: '/api/families/:id/members',
    summary: "List a family's members, with their family admin flag",
    params: familyIdParamsSchema,
    responses: { 200: z.array(familyMemberSchema) },
  }),
  renameFamily: defineContract({
    method: 'PATCH',
    path: '/api/families/:id/name',
    summary: 'Rename your family (its family admins and super admins)',
    params: familyIdParamsSchema,
    body: familyNameBodySchema,
    responses: { 200: renamedFamilySchema },
  }),
};
