import { ApiError } from './api-client';

/**
 * A multipart POST that reports upload progress, which `fetch` cannot. It answers like the
 * api client: credentials included, the parsed JSON body, and an `ApiError` ("{status}: {body
 * text}") for a non-2xx status, so the query client's 401 handler and the toasts treat it the
 * same way.
 */
export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function uploadWithProgress<T>(
  path: string,
  formData: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = request.responseText ?? '';
      if (request.status < 200 || request.status >= 300) {
        const retryAfter = request.getResponseHeader('Retry-After');
        const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
        reject(new ApiError(request.status, request.statusText, text, seconds));
        return;
      }
      onProgress?.(1);
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new ApiError(request.status, request.statusText, text));
      }
    });
    request.addEventListener('error', () => reject(new Error('Network error: upload failed')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    if (signal) {
      if (signal.aborted) {
        request.abort();
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(formData);
  });
}
