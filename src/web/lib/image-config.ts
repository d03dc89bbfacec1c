import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageConfig } from '#shared/images/images.schemas';
import { api } from '#web/lib/api-client';

export const imageConfigQueryKey = ['images', 'config'] as const;

/**
 * Whether Generate AI Image reaches a provider (else the server draws a picture): the recipe
 * form and the import pages share this one cached answer.
 */
export function fetchImageConfig(signal?: AbortSignal) {
  return api.get<ImageConfig>('/api/images/config', { signal });
}

export const imageConfigQueryOptions = () =>
  queryOptions({
    queryKey: imageConfigQueryKey,
    queryFn: ({ signal }) => fetchImageConfig(signal),
  });

export function useImageConfig() {
  return useQuery(imageConfigQueryOptions());
}
