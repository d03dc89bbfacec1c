import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AppError, badRequest } from '#server/lib/app-error';
import { contractRoute } from '#server/lib/contract-route';
import { readSingleFileUpload } from '#server/lib/single-file-upload';
import { createGuardedFetch, guardedFetchSettingsFrom } from '#server/lib/guarded-fetch/index';
import { access } from '#server/plugins/access';
import { appImportContracts } from '#shared/app-import/app-import.contracts';
import { APP_IMPORT_FIELD, MAX_APP_IMPORT_BYTES } from '#shared/app-import/app-import.schemas';
import { createAppExportReader } from './app-export-reader';
import {
  assertMayStart,
  cancelAppImport,
  getAppImport,
  listFamilyAppImports,
  startAppImport,
  type AppImporter,
} from './app-import.service';

/** File names are shown back on the page; a longer one is cut. */
const FILE_NAME_MAX = 200;

const tooLarge = () =>
  new AppError(
    'app_import_too_large',
    413,
    `An export can be at most ${MAX_APP_IMPORT_BYTES / 1024 / 1024} MB`,
    {
      params: { maxMegabytes: MAX_APP_IMPORT_BYTES / (1024 * 1024) },
    },
  );
const noFile = () => badRequest('app_import_no_file', 'Choose one export file');

/**
 * Import from another app (docs/decisions/050-import-from-other-apps.md): POST uploads the
 * export (multipart, one file) and answers its job at once (202); GET tells its progress and
 * report; cancel stops it before its next recipe.
 */
export const appImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_APP_IMPORT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const guardedFetch = createGuardedFetch(guardedFetchSettingsFrom(app.config));
  const reader = createAppExportReader();
  const shutdown = new AbortController();
  const importer: AppImporter = {
    db: app.db,
    storage: app.imageStorage,
    reader,
    fetchImage: async (url) => (await guardedFetch(url, { kind: 'image' })).body,
    running: new Set(),
    shutdown: shutdown.signal,
  };
  // A shutdown stops running imports before their next recipe (a large backup would otherwise
  // hold a restart for its whole length); each ends as cancelled, what it saved stays, and a
  // re-run skips it. They end before the database closes; then the reader's thread ends.
  app.addHook('onClose', async () => {
    shutdown.abort();
    await Promise.allSettled([...importer.running]);
    await reader.close();
  });

  app.route(
    contractRoute(
      appImportContracts.startAppImport,
      // Members of the family; editors of the cookbook (and admins for meal plans): the service.
      { access: access.familyMember('query') },
      async (request, reply) => {
        const user = request.currentUser!;
        await assertMayStart(importer, user, request.query);
        const file = await readExportUpload(request);
        const job = await startAppImport(importer, user, request.query, file, request.log);
        return reply.status(202).send(job);
      },
    ),
  );

  app.route(
    contractRoute(
      appImportContracts.familyAppImports,
      { access: access.familyMember('query') },
      async (request) => listFamilyAppImports(importer, request.query.familyId),
    ),
  );

  app.route(
    contractRoute(
      appImportContracts.appImport,
      // Members of the job's family: checked in the service (404 for any other).
      { access: access.signedIn },
      async (request) => getAppImport(importer, request.currentUser!, request.params.id),
    ),
  );

  app.route(
    contractRoute(
      appImportContracts.cancelAppImport,
      // Its starter and the family's admins: checked in the service (404 outside the family).
      { access: access.signedIn },
      async (request) => cancelAppImport(importer, request.currentUser!, request.params.id),
    ),
  );
};

/** The uploaded export; AppError 413 past the limit, 400 for anything but one file. */
async function readExportUpload(request: FastifyRequest) {
  const file = await readSingleFileUpload(request, {
    field: APP_IMPORT_FIELD,
    maxBytes: MAX_APP_IMPORT_BYTES,
    tooLarge,
    notOneFile: noFile,
  });
  if (file.bytes.length === 0) throw noFile();
  return { name: (file.name || 'export').slice(0, FILE_NAME_MAX), bytes: file.bytes };
}
