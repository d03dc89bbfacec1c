import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, type ImageUrlResult } from '#shared/images/images.schemas';
import { uploadWithProgress } from '#web/lib/upload-with-progress';

export interface UploadImageVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/upload/image, multipart field `image`; the server re-encodes it to WebP. */
export function uploadImage({ file, onProgress }: UploadImageVariables) {
  const formData = new FormData();
  formData.append(UPLOAD_FIELD, file);
  return uploadWithProgress<ImageUrlResult>('/api/upload/image', formData, { onProgress });
}

/** A mutation, so a 401 ends the session through the query client's one handler. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
