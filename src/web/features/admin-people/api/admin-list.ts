import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_LIST_PAGE, TOTAL_COUNT_HEADER } from '#shared/admin/list-query.schemas';
import type { RouteContract } from '#shared/api/contract';
import { callWithHeaders } from '#web/lib/api-call';

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

/** An admin list's contract: a GET answering an array of rows, paged by the list query. */
type ListContract = RouteContract & {
  method: 'GET';
  query: z.ZodType;
  responses: { 200: z.ZodType<unknown[]> };
};

type RowOf<C extends ListContract> = z.output<C['responses'][200]>[number];

/** GET one page of a list; `extra` adds other query values (e.g. roles' userId). */
export async function fetchPage<C extends ListContract>(
  contract: C,
  { search, offset, limit }: ListParams,
  signal?: AbortSignal,
  extra: Record<string, string | number | null | undefined> = {},
): Promise<ListPage<RowOf<C>>> {
  // Inside this generic function C's call types stay unresolved: the call is typed as any
  // list's, and its rows as C's.
  const { body, headers } = await callWithHeaders<ListContract>(contract, {
    signal,
    query: { ...extra, search: search || undefined, limit, offset: offset || undefined },
  });
  const rows = body as RowOf<C>[];
  const header = headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return { rows, total: Number.isFinite(total) ? total : offset + rows.length };
}

/** A page stays on screen while the next one loads (no flash of the loading state). */
export const KEEP_PAGE = { placeholderData: keepPreviousData } as const;
