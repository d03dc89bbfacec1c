import { z } from 'zod';
import { defineContract } from '../api/contract';
import { familyIdParamsSchema } from '../families/families.schemas';
import {
  adminFamilySchema,
  familyNameBodySchema,
  familyWriteResultSchema,
} from './families.schemas';
import { adminListQuerySchema } from './list-query.schemas';

/** The Families admin page (super admins): the families, creating and renaming them. */
export const adminFamiliesContracts = {
  listFamilies: defineContract({
    method: 'GET',
    path: '/api/admin/families',
    summary:
      'List the families with their default cookbook and counts, searched and paged (total in X-Total-Count)',
    query: adminListQuerySchema,
    responses: { 200: z.array(adminFamilySchema) },
  }),
  createFamily: defineContract({
    method: 'POST',
    path: '/api/admin/families',
    summary: "Create a family, with its own default cookbook ('<name> Cookbook')",
    body: familyNameBodySchema,
    responses: { 201: familyWriteResultSchema },
  }),
  renameFamily: defineContract({
    method: 'PATCH',
    path: '/api/admin/families/:id',
    summary: 'Rename a family',
    params: familyIdParamsSchema,
    body: familyNameBodySchema,
    responses: { 200: familyWriteResultSchema },
  }),
};
