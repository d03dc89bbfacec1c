import type { FastifyBaseLogger } from 'fastify';
import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { AppError, badRequest, serverBusy } from '#server/lib/app-error';
import { GuardedFetchError, type GuardedFetchReason } from '#server/lib/guarded-fetch/index';
import { TaskOverBudget, WorkerPoolBusy } from '#server/lib/worker-pool/worker-pool';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ErrorCode } from '#shared/api/error-codes';
import { isCategoryOfCookbook } from '#server/modules/cookbooks/categories.service';
import {
  generateImageForTitle,
  type ImageGenerator,
} from '#server/modules/images/generate-image.service';
import { storeImageBytes } from '#server/modules/images/image-pipeline';
import { FOREIGN_CATEGORY_MESSAGE } from '#server/modules/recipes/recipe-write.service';
import type { ImageStorage } from '#server/modules/images/storage';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import {
  ALREADY_IMPORTED_CODE,
  IMPORT_MESSAGES,
  type ImportFromTextRequest,
  type ImportFromUrlRequest,
  type ImportResult,
} from '#shared/import/import.schemas';
import { findRecipeBySource } from './import.repository';
import { countImportAttempt } from './import-limits';
import { saveImportedRecipe } from './import-save';

type FetchKind = 'page' | 'image';
/** The guarded fetch (lib/guarded-fetch): the only way an import reaches another site. */
export type ImportFetch = (
  url: string,
  options: { kind: FetchKind; signal?: AbortSignal },
) => Promise<{ finalUrl: string; contentType: string; body: Buffer }>;

/** What importing needs besides the request: built once per app by the routes plugin. */
export type Importer = {
  db: Database;
  storage: ImageStorage;
  fetch: ImportFetch;
  /**
   * Reads a page's bytes (as fetched, UTF-8) off the event loop, within a time budget
   * (import-reader.ts). The bytes may be moved to another thread: unusable afterwards.
   */
  extractFromPage: (body: Uint8Array, pageUrl: string) => Promise<ExtractedRecipe | null>;
  recipeFromText: (text: string) => Promise<ExtractedRecipe | null>;
  generator: ImageGenerator;
  perUserPerHour: number;
};

/** How many of a page's images are tried before it counts as having none. */
const IMAGE_ATTEMPTS = 3;

type ImportOptions = { cookbookId: number; categoryId: number | null; generateImage: boolean };

/** Each reason an import gives up (422), by its code, with the sentence shown under 'Import Failed'. */
const IMPORT_FAILURES = {
  import_no_recipe_on_page: IMPORT_MESSAGES.noRecipeOnPage,
  import_no_recipe_in_text: IMPORT_MESSAGES.noRecipeInText,
  import_page_too_slow: IMPORT_MESSAGES.tooLongToRead,
  import_text_too_slow: IMPORT_MESSAGES.textTooLongToRead,
} as const satisfies Partial<Record<ErrorCode, string>>;

const importFailed = (code: keyof typeof IMPORT_FAILURES) =>
  new AppError(code, 422, IMPORT_FAILURES[code]);

/** The guarded fetch's reasons as the import's codes; its messages are written for the user. */
const FETCH_FAILURES: Record<GuardedFetchReason, ErrorCode> = {
  cannotImport: 'import_address_refused',
  refused: 'import_refused_by_site',
  timeout: 'import_site_timeout',
  tooLarge: 'import_too_large',
  notAPage: 'import_not_a_page',
  notAnImage: 'import_not_an_image',
  notFound: 'import_page_not_found',
  tooManyRedirects: 'import_too_many_redirects',
  unreachable: 'import_site_unreachable',
  siteError: 'import_site_error',
};

const fetchFailed = (error: GuardedFetchError) =>
  new AppError(
    FETCH_FAILURES[error.reason],
    422,
    error.message,
    error.status === undefined ? undefined : { params: { status: error.status } },
  );

/**
 * Only editors of the cookbook (or of all) and super admins; any other answer is 403. A chosen
 * category must be the cookbook's (400): checked before the attempt counts or anything is
 * fetched, so a refused import writes nothing.
 */
async function assertMayImport(importer: Importer, user: CurrentUser, options: ImportOptions) {
  await requireAccess(importer.db, user, 'cookbook.import', [options.cookbookId]);
  const { categoryId, cookbookId } = options;
  if (categoryId !== null && !(await isCategoryOfCookbook(importer.db, categoryId, cookbookId))) {
    throw badRequest('foreign_category', FOREIGN_CATEGORY_MESSAGE, {
      fieldErrors: { categoryId: FOREIGN_CATEGORY_MESSAGE },
    });
  }
}

/** The address as stored and compared: parsed and re-serialised, without its fragment. */
export function normalizeSourceUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url.trim();
  }
}

/** POST /api/recipes/import. */
export async function importFromUrl(
  importer: Importer,
  user: CurrentUser,
  body: ImportFromUrlRequest,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  await assertMayImport(importer, user, body);
  const sourceUrl = normalizeSourceUrl(body.url);
  if (!body.force) {
    const existing = await findRecipeBySource(importer.db, body.cookbookId, sourceUrl);
    if (existing) {
      throw new AppError(ALREADY_IMPORTED_CODE, 409, IMPORT_MESSAGES.alreadyImported, {
        existingId: existing.id,
      });
    }
  }
  await countImportAttempt(importer.db, user.id, importer.perUserPerHour);
  const page = await fetchOrFail(importer, sourceUrl, 'page');
  const extracted = await readOrFail('import_page_too_slow', () =>
    importer.extractFromPage(page.body, page.finalUrl),
  );
  if (!extracted) throw importFailed('import_no_recipe_on_page');
  return saveWithPicture(importer, user, extracted, body, sourceUrl, log);
}

/** POST /api/recipes/import-from-text. */
export async function importFromText(
  importer: Importer,
  user: CurrentUser,
  body: ImportFromTextRequest,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  await assertMayImport(importer, user, body);
  await countImportAttempt(importer.db, user.id, importer.perUserPerHour);
  const extracted = await readOrFail('import_text_too_slow', () =>
    importer.recipeFromText(body.text),
  );
  if (!extracted) throw importFailed('import_no_recipe_in_text');
  return saveWithPicture(importer, user, extracted, body, null, log);
}

/** What a full queue of reads tells the client to wait (a read takes at most a few seconds). */
const READ_RETRY_AFTER_SECONDS = 5;

/** Reading a page or text past its time budget (or a worker's memory) is the page's fault. */
async function readOrFail<T>(
  tooLong: 'import_page_too_slow' | 'import_text_too_slow',
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TaskOverBudget) throw importFailed(tooLong);
    if (error instanceof WorkerPoolBusy) {
      throw serverBusy(READ_RETRY_AFTER_SECONDS);
    }
    throw error;
  }
}

async function fetchOrFail(importer: Importer, url: string, kind: FetchKind) {
  try {
    return await importer.fetch(url, { kind });
  } catch (error) {
    // The guarded fetch's messages are written for the user ('This site refused the import').
    if (error instanceof GuardedFetchError) throw fetchFailed(error);
    throw error;
  }
}

async function saveWithPicture(
  importer: Importer,
  user: CurrentUser,
  extracted: ExtractedRecipe,
  options: ImportOptions,
  sourceUrl: string | null,
  log: FastifyBaseLogger,
) {
  const imageUrl = await findPicture(importer, user, extracted, options.generateImage, log);
  return saveImportedRecipe(importer.db, importer.storage, user, extracted, {
    cookbookId: options.cookbookId,
    categoryId: options.categoryId,
    imageUrl,
    sourceUrl,
  });
}

/**
 * The source's first picture that downloads and re-encodes; without one, and with Generate AI
 * image on, a generated one. A picture that fails never fails the import: the recipe is saved
 * without one and the user can add it on the edit page.
 */
async function findPicture(
  importer: Importer,
  user: CurrentUser,
  extracted: ExtractedRecipe,
  generateImage: boolean,
  log: FastifyBaseLogger,
): Promise<string | null> {
  for (const url of extracted.imageUrls.slice(0, IMAGE_ATTEMPTS)) {
    try {
      const image = await importer.fetch(url, { kind: 'image' });
      return await storeImageBytes(importer.storage, image.body);
    } catch (error) {
      const reason = error instanceof GuardedFetchError ? error.code : 'not_stored';
      log.info({ reason }, 'import: source picture skipped');
    }
  }
  if (!generateImage) return null;
  try {
    const generated = await generateImageForTitle(importer.generator, user, extracted.title, log);
    return generated.imageUrl;
  } catch (error) {
    const reason = error instanceof AppError ? error.code : 'error';
    log.warn({ reason }, 'import: picture generation failed');
    return null;
  }
}
