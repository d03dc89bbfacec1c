import { defineContract } from '../api/contract';
import {
  appImportIdParamsSchema,
  appImportJobSchema,
  appImportJobsSchema,
  familyAppImportsQuerySchema,
  startAppImportQuerySchema,
} from './app-import.schemas';

/** Recipes (and a Mealie backup's meal plans) brought from another app's export file. */
export const appImportContracts = {
  startAppImport: defineContract({
    method: 'POST',
    path: '/api/app-imports',
    summary:
      'Import another app’s export (multipart field `file`: Paprika, Nextcloud Cookbook, Tandoor, Mealie, Copy Me That, Chowdown, Plan to Eat, MyRecipeBox, schema.org JSON-LD) into a cookbook, in the background',
    query: startAppImportQuerySchema,
    multipart: true,
    responses: { 202: appImportJobSchema },
  }),
  familyAppImports: defineContract({
    method: 'GET',
    path: '/api/app-imports',
    summary: 'The family’s recent imports from other apps, newest first',
    query: familyAppImportsQuerySchema,
    responses: { 200: appImportJobsSchema },
  }),
  appImport: defineContract({
    method: 'GET',
    path: '/api/app-imports/:id',
    summary: 'One import: its progress, and its report once it has ended',
    params: appImportIdParamsSchema,
    responses: { 200: appImportJobSchema },
  }),
  cancelAppImport: defineContract({
    method: 'POST',
    path: '/api/app-imports/:id/cancel',
    summary: 'Stop an import; recipes saved so far stay',
    params: appImportIdParamsSchema,
    responses: { 200: appImportJobSchema },
  }),
};
