import { z } from 'zod';
import { idParamSchema } from '../validation/ids';

/**
 * Import from another app (docs/decisions/050-import-from-other-apps.md): an export file is
 * uploaded, read in the background, and its recipes saved into one cookbook; a job reports
 * its progress and, once ended, what was imported, skipped and why some failed.
 */

/** The biggest export accepted: a few hundred recipes with a photo each. */
export const MAX_APP_IMPORT_BYTES = 200 * 1024 * 1024;
/** The multipart field of the file. */
export const APP_IMPORT_FIELD = 'file';

export const APP_IMPORT_STATUSES = [
  'reading',
  'saving',
  'done',
  'cancelled',
  'refused',
  'failed',
] as const;
export type AppImportStatus = (typeof APP_IMPORT_STATUSES)[number];

/** What an import did; the command line prints it as one JSON line. */
export const appImportReportSchema = z.object({
  /** The format read ('paprika', 'mealie', ...), null until it is known. */
  format: z.string().nullable(),
  recipes: z.number().int(),
  ingredients: z.number().int(),
  steps: z.number().int(),
  images: z.number().int(),
  mealPlans: z.number().int(),
  skipped: z.number().int(),
  failed: z.array(z.object({ title: z.string(), reason: z.string() })),
  /** Why the whole file was refused (an unsafe archive, an unknown format), else null. */
  refusal: z
    .object({
      code: z.string(),
      message: z.string(),
      /** The values the code's message names (a limit), so the page can say it in any language. */
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
});
export type AppImportReport = z.infer<typeof appImportReportSchema>;

export const emptyAppImportReport = (): AppImportReport => ({
  format: null,
  recipes: 0,
  ingredients: 0,
  steps: 0,
  images: 0,
  mealPlans: 0,
  skipped: 0,
  failed: [],
  refusal: null,
});

export const appImportJobSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  cookbookId: z.number().int(),
  fileName: z.string(),
  status: z.enum(APP_IMPORT_STATUSES),
  /** Recipes in the file, null while it is being read. */
  total: z.number().int().nullable(),
  done: z.number().int(),
  cancelRequested: z.boolean(),
  report: appImportReportSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AppImportJob = z.infer<typeof appImportJobSchema>;

export const isRunning = (job: Pick<AppImportJob, 'status'>) =>
  job.status === 'reading' || job.status === 'saving';

/** POST /api/app-imports?familyId=&cookbookId=&mealPlans=: the file is the multipart body. */
export const startAppImportQuerySchema = z
  .object({
    familyId: idParamSchema,
    cookbookId: idParamSchema,
    /** Bring a Mealie backup's meal plans in as the family's (admins only). */
    mealPlans: z
      .enum(['true', 'false'])
      .optional()
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();

export const appImportIdParamsSchema = z.object({ id: idParamSchema });
export const familyAppImportsQuerySchema = z.object({ familyId: idParamSchema }).strict();
export const appImportJobsSchema = z.array(appImportJobSchema);
