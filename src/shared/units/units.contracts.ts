import { z } from 'zod';
import { defineContract } from '../api/contract';
import { unitSchema } from '../recipes/categories.schemas';

/** Units of measure: reference data, the same for everyone signed in. */
export const unitsContracts = {
  listUnits: defineContract({
    method: 'GET',
    path: '/api/units',
    summary: 'List every unit of measure, in the order the recipe form offers them',
    responses: { 200: z.array(unitSchema) },
  }),
};
