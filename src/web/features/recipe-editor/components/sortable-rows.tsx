import { Fragment, type ReactNode } from 'react';
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
  return (
    <div className="grid gap-3">
      <SortableList ids={rows.map((row) => row.id)} onMove={move} itemName={kind.itemName}>
        <ol className="grid gap-3" aria-label={kind.listLabel}>
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
        {kind.addLabel}
      </Button>
    </div>
  );
}

/**
 * One row's shell: the list item that moves, its drag handle (placed by `children`, as the
 * layouts differ) and the remove button at its end. `itemLabel` ('step 2') names the handle
 * ('Move step 2') and the button ('Remove step 2').
 */
export function SortableRow({
  row: { id, canRemove, onRemove },
  itemLabel,
  className,
  draggingClassName,
  removeClassName,
  children,
}: {
  row: SortableRowControls;
  itemLabel: string;
  className: string;
  draggingClassName: string;
  removeClassName?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { rowProps, handle, isDragging } = useSortableRow(id, `Move ${itemLabel}`);
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
        aria-label={`Remove ${itemLabel}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
