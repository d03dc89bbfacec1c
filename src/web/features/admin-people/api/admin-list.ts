import { keepPreviousData } from '@tanstack/react-query';
import { ADMIN_LIST_PAGE, TOTAL_COUNT_HEADER } from '#shared/admin/list-query.schemas';
import { api } from '#web/lib/api-client';

/**
 * The admin lists that grow with the install (users, memberships, users with families,
 * families, roles) are searched and paged on the server: ?search=&limit=&offset=, the number
 * of matching rows in X-Total-Count (decision 018).
 */
export interface ListParams {
  search: string;
  offset: number;
  limit: number;
}

export interface ListPage<T> {
  rows: T[];
  /** How many rows match in all. */
  total: number;
}

/** Fills in the defaults: no search, the first page of ADMIN_LIST_PAGE rows. */
export function listParams(params: Partial<ListParams> = {}): ListParams {
  return {
    search: params.search?.trim() ?? '',
    offset: params.offset ?? 0,
    limit: params.limit ?? ADMIN_LIST_PAGE,
  };
}

/** GET one page of a list; `extra` adds other query values (e.g. roles' userId). */
export async function fetchPage<T>(
  path: string,
  { search, offset, limit }: ListParams,
  signal?: AbortSignal,
  extra: Record<string, string | number | null | undefined> = {},
): Promise<ListPage<T>> {
  const { body, headers } = await api.getWithHeaders<T[]>(path, {
    signal,
    query: { ...extra, search: search || undefined, limit, offset: offset || undefined },
  });
  const header = headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return { rows: body, total: Number.isFinite(total) ? total : offset + body.length };
}

/** A page stays on screen while the next one loads (no flash of the loading state). */
export const KEEP_PAGE = { placeholderData: keepPreviousData } as const;
