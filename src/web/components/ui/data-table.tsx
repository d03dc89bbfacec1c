import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { Button } from './button';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * How the column shows on a phone, where each row is a card: 'title' heads the card (no
   * label), 'actions' is the card's button row, 'field' (default) a labelled line.
   */
  mobile?: 'title' | 'field' | 'actions';
  /** Extra classes of the column's cells (e.g. 'whitespace-nowrap'). */
  className?: string;
  /** Hides the header text but keeps it for screen readers (an actions column). */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none. */
  emptyMessage: ReactNode;
  /** The rows are one page of a longer list (paged on the server). */
  pagination?: DataTablePagination;
  className?: string;
}

export interface DataTablePagination {
  /** Index of the page's first row in the whole list. */
  offset: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list. */
  total: number;
  onOffsetChange: (offset: number) => void;
}

/**
 * A table that stays usable on a phone. From the md breakpoint it is a plain table (scrolling
 * sideways inside its box if its columns need more room); below it every row becomes a card:
 * the title column on top, labelled fields below, the action buttons in a wrapping row, so no
 * button is ever cut off. One set of elements serves both (explicit table roles keep the
 * semantics when the cards are blocks). A paged list shows '1–50 of 5,000' with Previous and
 * Next below the rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowKey,
  emptyMessage,
  pagination,
  className,
}: DataTableProps<T>) {
  return (
    <div
      className={cn('min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm', className)}
    >
      <div className="md:overflow-x-auto">
        <table role="table" aria-label={label} className="block w-full text-sm md:table">
          <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
            <tr role="row" className="md:border-b">
              {columns.map((column) => (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  className={cn(
                    'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground',
                    column.mobile === 'actions' && 'text-right',
                  )}
                >
                  {column.hideHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block md:table-row-group">
            {rows.length === 0 ? (
              <tr role="row" className="block md:table-row">
                <td
                  role="cell"
                  colSpan={columns.length}
                  className="block px-4 py-10 text-center text-muted-foreground md:table-cell"
                >
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowKey(row)}
                  role="row"
                  className="block border-b p-4 last:border-b-0 md:table-row md:p-0 md:hover:bg-muted/40"
                >
                  {columns.map((column) => (
                    <DataCell key={column.id} column={column} row={row} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && <Pager label={label} shown={rows.length} {...pagination} />}
    </div>
  );
}

/** '41–60 of 5,000' with Previous and Next; nothing when everything fits on one page. */
function Pager({
  label,
  shown,
  offset,
  limit,
  total,
  onOffsetChange,
}: DataTablePagination & { label: string; shown: number }) {
  const intl = useIntl();
  if (offset === 0 && total <= limit) return null;
  const first = shown === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'ui.dataTable.pages' }, { label })}
      className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-sm"
    >
      <span className="text-muted-foreground" aria-live="polite">
        {intl.formatMessage(
          { id: 'ui.dataTable.range' },
          {
            first: intl.formatNumber(first),
            last: intl.formatNumber(last),
            total: intl.formatNumber(total),
          },
        )}
      </span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" />
          {intl.formatMessage({ id: 'ui.dataTable.previous' })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          {intl.formatMessage({ id: 'ui.dataTable.next' })}
          <ChevronRight aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}

function DataCell<T>({ column, row }: { column: DataTableColumn<T>; row: T }) {
  const kind = column.mobile ?? 'field';
  const content = column.cell(row);
  if (kind === 'actions') {
    return (
      <td role="cell" className="block pt-3 md:table-cell md:px-4 md:py-2 md:text-right">
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">{content}</div>
      </td>
    );
  }
  if (kind === 'title') {
    return (
      <td
        role="cell"
        className={cn(
          'block pb-1 font-medium break-words md:table-cell md:px-4 md:py-3',
          column.className,
        )}
      >
        {content}
      </td>
    );
  }
  return (
    <td
      role="cell"
      className={cn(
        'flex gap-3 py-0.5 md:table-cell md:px-4 md:py-3 md:align-middle',
        column.className,
      )}
    >
      <span aria-hidden="true" className="w-28 shrink-0 text-muted-foreground md:hidden">
        {column.header}
      </span>
      <div className="min-w-0 flex-1 break-words">{content}</div>
    </td>
  );
}
