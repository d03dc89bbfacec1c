import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageConfig } from '#shared/images/images.schemas';
import { api } from '#web/lib/api-client';

/** The same key as the recipe form's, so both share one cached answer. */
export const imageConfigQueryKey = ['images', 'config'] as const;

/** GET /api/images/config: whether 'Generate AI image' reaches a provider. */
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
