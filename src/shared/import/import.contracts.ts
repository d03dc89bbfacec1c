import { defineContract } from '../api/contract';
import {
  importFromTextBodySchema,
  importFromUrlBodySchema,
  importResultSchema,
} from './import.schemas';

/** Recipes imported from a web page or from pasted text; each answers the new recipe. */
export const importContracts = {
  importFromUrl: defineContract({
    method: 'POST',
    path: '/api/recipes/import',
    summary: 'Make a recipe from the web page at an address',
    body: importFromUrlBodySchema,
    responses: { 201: importResultSchema },
  }),
  importFromText: defineContract({
    method: 'POST',
    path: '/api/recipes/import-from-text',
    summary: 'Make a recipe from pasted text',
    body: importFromTextBodySchema,
    responses: { 201: importResultSchema },
  }),
};
