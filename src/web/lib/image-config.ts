import { queryOptions, useQuery } from '@tanstack/react-query';
import { imagesContracts } from '#shared/images/images.contracts';
import { call } from '#web/lib/api-call';

export const imageConfigQueryKey = ['images', 'config'] as const;

/**
 * Whether Generate AI Image reaches a provider (else the server draws a picture): the recipe
 * form and the import pages share this one cached answer.
 */
export function fetchImageConfig(signal?: AbortSignal) {
  return call(imagesContracts.imageConfig, { signal });
}

export const imageConfigQueryOptions = () =>
  queryOptions({
    queryKey: imageConfigQueryKey,
    queryFn: ({ signal }) => fetchImageConfig(signal),
  });

export function useImageConfig() {
  return useQuery(imageConfigQueryOptions());
}
