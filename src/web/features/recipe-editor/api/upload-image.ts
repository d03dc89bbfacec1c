import { useMutation } from '@tanstack/react-query';
import { imagesContracts } from '#shared/images/images.contracts';
import type { ContractAnswer } from '#shared/api/contract';
import { UPLOAD_FIELD } from '#shared/images/images.schemas';
import { urlOf } from '#web/lib/api-call';
import { isApiError } from '#web/lib/api-client';
import { uploadWithProgress } from '#web/lib/upload-with-progress';

export interface UploadImageVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

const upload = imagesContracts.uploadImage;

/** The longest Retry-After worth waiting for with the form open; past it the user retries. */
const MAX_RETRY_WAIT_SECONDS = 10;

/**
 * POST /api/upload/image, multipart field `image`; the server re-encodes it to WebP. A 503
 * (the encode queue full, or the server shedding load) passes in seconds: the upload is sent
 * once more after the server's Retry-After when that is short. Any other failure, a second
 * 503 or a long wait is the caller's to show.
 */
export async function uploadImage({ file, onProgress }: UploadImageVariables) {
  const send = () => {
    const formData = new FormData();
    formData.append(UPLOAD_FIELD, file);
    return uploadWithProgress<ContractAnswer<typeof upload>>(urlOf(upload), formData, {
      onProgress,
    });
  };
  try {
    return await send();
  } catch (error) {
    const wait = isApiError(error, 503) ? error.retryAfterSeconds : null;
    if (wait === null || wait > MAX_RETRY_WAIT_SECONDS) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    onProgress?.(0);
    return send();
  }
}

/**
 * The toast's text when the server stayed busy: its own message, or this (in English; the
 * form shows the catalogue's 'recipeEditor.image.serverBusy', which holds this same text).
 */
export const UPLOAD_BUSY_MESSAGE = 'The server is busy, please try again in a moment';

/** A mutation, so a 401 ends the session through the query client's one handler. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
