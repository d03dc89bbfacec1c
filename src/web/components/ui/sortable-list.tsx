import type { CSSProperties, ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '#web/lib/utils';

/**
 * A vertical list whose rows are reordered by their handle: mouse drag, press-and-hold on a
 * phone, or the keyboard (space picks up, arrows move, space drops, escape cancels). What
 * happens is announced to screen readers in the words of `itemName` ('Ingredient 2').
 */

/** A click that moves less than this is a click, not a drag. */
const POINTER_DISTANCE_PX = 6;
/** Hold the handle this long to pick a row up on a phone (a swipe still scrolls). */
const TOUCH_HOLD = { delay: 200, tolerance: 8 };

/** Rows move up and down only. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function position(ids: readonly UniqueIdentifier[], id: UniqueIdentifier | undefined) {
  return id === undefined ? -1 : ids.indexOf(id) + 1;
}

function sortAnnouncements(
  intl: IntlShape,
  ids: readonly UniqueIdentifier[],
  itemName: (index: number) => string,
): Announcements {
  const name = (id: UniqueIdentifier) => itemName(ids.indexOf(id));
  const at = (id: UniqueIdentifier, overId: UniqueIdentifier) => ({
    name: name(id),
    position: intl.formatNumber(position(ids, overId)),
    count: intl.formatNumber(ids.length),
  });
  return {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'ui.sortable.pickedUp' }, { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? intl.formatMessage({ id: 'ui.sortable.over' }, at(active.id, over.id))
        : intl.formatMessage({ id: 'ui.sortable.notOver' }, { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage({ id: 'ui.sortable.dropped' }, at(active.id, over.id))
        : intl.formatMessage({ id: 'ui.sortable.droppedInPlace' }, { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      intl.formatMessage({ id: 'ui.sortable.cancelled' }, { name: name(active.id) }),
  };
}

export function SortableList({
  ids,
  onMove,
  itemName,
  children,
}: {
  /** One stable id per row, in the shown order. */
  ids: readonly UniqueIdentifier[];
  onMove: (from: number, to: number) => void;
  /** How a row is named in announcements, by its index. */
  itemName: (index: number) => string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_HOLD }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{
        announcements: sortAnnouncements(intl, ids, itemName),
        screenReaderInstructions: {
          draggable: intl.formatMessage({ id: 'ui.sortable.instructions' }),
        },
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        const from = ids.indexOf(active.id);
        const to = ids.indexOf(over.id);
        if (from >= 0 && to >= 0) onMove(from, to);
      }}
    >
      <SortableContext items={ids as UniqueIdentifier[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row: spread `rowProps` on the row element and render `handle` where it belongs. */
export function useSortableRow(id: UniqueIdentifier, handleLabel: string) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={cn(
        'flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-2 focus-visible:ring-ring sm:size-9',
        isDragging && 'cursor-grabbing',
      )}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
  return {
    rowProps: {
      ref: setNodeRef,
      style,
      'data-dragging': isDragging ? 'true' : undefined,
    },
    handle,
    isDragging,
  };
}
