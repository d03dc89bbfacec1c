import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ImageUrlResult } from '#shared/images/images.schemas';
import { storeImageBytes } from './image-pipeline';
import type { ImageStorage } from './storage';

/**
 * Who may store images: whoever may write a recipe somewhere (an editor of any cookbook, a
 * global editor) and super admins. Which recipe the image ends up on is checked when the
 * recipe is saved; an image nobody uses is removed by the cleanup (image-cleanup.ts).
 */
export async function assertMayStoreImages(db: Database, user: CurrentUser): Promise<void> {
  await requireAccess(db, user, 'image.upload');
}

/**
 * POST /api/upload/image. `readUpload` is only called once the user may upload, so a refused
 * caller's body is never read.
 */
export async function uploadImage(
  deps: { db: Database; storage: ImageStorage },
  user: CurrentUser,
  readUpload: () => Promise<Buffer>,
): Promise<ImageUrlResult> {
  await assertMayStoreImages(deps.db, user);
  const bytes = await readUpload();
  return { imageUrl: await storeImageBytes(deps.storage, bytes) };
}
