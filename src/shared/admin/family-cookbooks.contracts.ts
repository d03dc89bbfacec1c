import { z } from 'zod';
import { defineContract } from '../api/contract';
import { familyIdParamsSchema } from '../families/families.schemas';
import {
  defaultCookbookBodySchema,
  defaultCookbookResultSchema,
  familyCookbookBodySchema,
  familyCookbookLinkSchema,
} from './families.schemas';

/** Which families see which private cookbooks, and each family's default (super admins). */
export const familyCookbooksContracts = {
  listLinks: defineContract({
    method: 'GET',
    path: '/api/family-cookbooks',
    summary: 'List every family-cookbook link, with its default flag',
    responses: { 200: z.array(familyCookbookLinkSchema) },
  }),
  linkCookbook: defineContract({
    method: 'POST',
    path: '/api/family-cookbooks',
    summary: 'Let a family use a private cookbook',
    body: familyCookbookBodySchema,
    responses: { 201: familyCookbookLinkSchema },
  }),
  unlinkCookbook: defineContract({
    method: 'DELETE',
    path: '/api/family-cookbooks',
    // The link is named by a JSON body: it has no id of its own.
    summary: "Take a cookbook away from a family (not the family's default)",
    body: familyCookbookBodySchema,
    responses: { 204: z.null() },
  }),
  setDefaultCookbook: defineContract({
    method: 'PATCH',
    path: '/api/families/:id/default-cookbook',
    summary: "Set a family's default cookbook, linking it first if it is not yet",
    params: familyIdParamsSchema,
    body: defaultCookbookBodySchema,
    responses: { 200: defaultCookbookResultSchema },
  }),
};
