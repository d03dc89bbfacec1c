import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { SortableList, useSortableRow } from '#web/components/ui/sortable-list';
import { cn } from '#web/lib/utils';
import {
  useSortableRows,
  type RowListKind,
  type RowListName,
  type SortableRowControls,
} from '../hooks/use-sortable-rows';

/** The ingredient rows or the steps: the sortable list and its Add button. */
export function SortableRowList<N extends RowListName>({
  kind,
  renderRow,
}: {
  kind: RowListKind<N>;
  renderRow: (row: SortableRowControls) => ReactNode;
}) {
  const { rows, move, addRow, isFull } = useSortableRows(kind);
  const intl = useIntl();
  const itemName = (index: number) =>
    intl.formatMessage({ id: kind.itemNameId }, { number: index + 1 });
  return (
    <div className="grid gap-3">
      <SortableList ids={rows.map((row) => row.id)} onMove={move} itemName={itemName}>
        <ol className="grid gap-3" aria-label={intl.formatMessage({ id: kind.listLabelId })}>
          {rows.map((row) => (
            <Fragment key={row.id}>{renderRow(row)}</Fragment>
          ))}
        </ol>
      </SortableList>
      <Button
        variant="outline"
        className="h-11 justify-self-start"
        onClick={addRow}
        disabled={isFull}
      >
        <Plus aria-hidden="true" />
        {intl.formatMessage({ id: kind.addLabelId })}
      </Button>
    </div>
  );
}

/**
 * One row's shell: the list item that moves, its drag handle (placed by `children`, as the
 * layouts differ) and the remove button at its end, named by `moveLabel` ('Move step 2') and
 * `removeLabel` ('Remove step 2').
 */
export function SortableRow({
  row: { id, canRemove, onRemove },
  moveLabel,
  removeLabel,
  className,
  draggingClassName,
  removeClassName,
  children,
}: {
  row: SortableRowControls;
  moveLabel: string;
  removeLabel: string;
  className: string;
  draggingClassName: string;
  removeClassName?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { rowProps, handle, isDragging } = useSortableRow(id, moveLabel);
  return (
    <li {...rowProps} className={cn(className, isDragging && draggingClassName)}>
      {children(handle)}
      <Button
        variant="ghost"
        size="icon"
        className={cn(
          'h-11 w-9 text-muted-foreground hover:text-destructive sm:size-10',
          removeClassName,
        )}
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={removeLabel}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
