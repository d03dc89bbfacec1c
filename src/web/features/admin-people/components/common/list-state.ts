import { useEffect, useState } from 'react';
import { ADMIN_LIST_PAGE } from '#shared/admin/list-query.schemas';
import type { DataTablePagination } from '#web/components/ui/data-table';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import type { ListPage, ListParams } from '#web/features/admin-people/api/admin-list';

/**
 * The search box and page of a server-paged list: typing goes back to the first page, and the
 * server is asked once the typing pauses.
 */
export function useListState() {
  const [search, setSearchText] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setOffset(0);
    },
    offset,
    setOffset,
    params: { search: debounced, offset, limit: ADMIN_LIST_PAGE } satisfies ListParams,
  };
}

/**
 * The table's pager for a loaded page. When a write empties the last page (its last row
 * removed), it steps back to the page before.
 */
export function usePagination(
  page: ListPage<unknown> | undefined,
  offset: number,
  setOffset: (offset: number) => void,
): DataTablePagination | undefined {
  const total = page?.total;
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) {
      setOffset(Math.max(0, Math.ceil(total / ADMIN_LIST_PAGE) - 1) * ADMIN_LIST_PAGE);
    }
  }, [total, offset, setOffset]);
  if (total === undefined) return undefined;
  return { offset, limit: ADMIN_LIST_PAGE, total, onOffsetChange: setOffset };
}
