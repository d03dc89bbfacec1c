import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { describeSlot, type SlotData } from './calendar-slots';
import type { DragItem } from '#web/lib/drag-items';

/** What screen readers hear while a meal is dragged (dnd-kit's live region). */

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To plan or move this meal, press space or enter to pick it up. Use the arrow keys to choose a ' +
    'meal slot: left and right change the day, up and down change the meal. Press space or ' +
    'enter to drop it there, or escape to cancel.',
};

function itemOf(data: { current?: Record<string, unknown> } | undefined) {
  return data?.current as DragItem | undefined;
}

function slotOf(data: { current?: Record<string, unknown> } | undefined) {
  return data?.current as SlotData | undefined;
}

export const dragAnnouncements: Announcements = {
  onDragStart({ active }) {
    const item = itemOf(active.data);
    return `Picked up ${item?.title ?? 'meal'}.`;
  },
  onDragOver({ active, over }) {
    const title = itemOf(active.data)?.title ?? 'The meal';
    const slot = slotOf(over?.data);
    return slot ? `${title} is over ${describeSlot(slot)}.` : `${title} is not over a meal slot.`;
  },
  onDragEnd({ active, over }) {
    const item = itemOf(active.data);
    const title = item?.title ?? 'The meal';
    const slot = slotOf(over?.data);
    if (!slot) return `${title} was dropped outside the calendar; nothing changed.`;
    return item?.kind === 'entry'
      ? `${title} was moved to ${describeSlot(slot)}.`
      : `${title} was planned for ${describeSlot(slot)}.`;
  },
  onDragCancel({ active }) {
    return `Dragging was cancelled. ${itemOf(active.data)?.title ?? 'The meal'} stayed where it was.`;
  },
};
