import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParamSchema } from '../validation/ids';

/**
 * The family's recipes to take away (docs/decisions/051-family-export.md): a zip of schema.org
 * Recipe JSON-LD files, their pictures, family.json and a README, downloaded as a file.
 */
export const familyExportContracts = {
  exportFamily: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/export',
    summary:
      "Download the family's recipes (schema.org JSON-LD), pictures, notes, favourites, meal plans and pantry as a zip",
    params: z.object({ familyId: idParamSchema }),
    produces: 'application/zip',
    responses: { 200: z.string() },
  }),
};
