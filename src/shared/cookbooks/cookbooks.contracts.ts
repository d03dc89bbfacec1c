import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  categorySchema,
  cookbookIdParamsSchema,
  createCategorySchema,
} from '../recipes/categories.schemas';
import {
  cookbookBodySchema,
  cookbookDeleteResultSchema,
  cookbookRoleSchema,
  cookbookSchema,
} from './cookbooks.schemas';

/** Cookbooks, their categories, and what the user may do in each. */
export const cookbooksContracts = {
  listCookbooks: defineContract({
    method: 'GET',
    path: '/api/cookbooks',
    summary: 'List the cookbooks you may view (every cookbook for a super admin)',
    responses: { 200: z.array(cookbookSchema) },
  }),
  createCookbook: defineContract({
    method: 'POST',
    path: '/api/cookbooks',
    summary: 'Create a cookbook',
    body: cookbookBodySchema,
    responses: { 201: cookbookSchema },
  }),
  updateCookbook: defineContract({
    method: 'PATCH',
    path: '/api/cookbooks/:id',
    summary: "Change a cookbook's name, description or visibility",
    params: cookbookIdParamsSchema,
    body: cookbookBodySchema,
    responses: { 200: cookbookSchema },
  }),
  deleteCookbook: defineContract({
    method: 'DELETE',
    path: '/api/cookbooks/:id',
    summary: 'Delete a cookbook with its recipes; plans that used them keep placeholders',
    params: cookbookIdParamsSchema,
    responses: { 200: cookbookDeleteResultSchema },
  }),
  listCategories: defineContract({
    method: 'GET',
    path: '/api/cookbooks/:id/categories',
    summary: "List a cookbook's categories",
    params: cookbookIdParamsSchema,
    responses: { 200: z.array(categorySchema) },
  }),
  createCategory: defineContract({
    method: 'POST',
    path: '/api/cookbooks/:id/categories',
    summary: 'Add a category to a cookbook (409 with its id if the name exists)',
    params: cookbookIdParamsSchema,
    body: createCategorySchema,
    responses: { 201: categorySchema },
  }),
  cookbookRoles: defineContract({
    method: 'GET',
    path: '/api/user/cookbook-roles',
    summary: 'List the cookbooks you may view or edit, and whether you switched each off',
    responses: { 200: z.array(cookbookRoleSchema) },
  }),
};
