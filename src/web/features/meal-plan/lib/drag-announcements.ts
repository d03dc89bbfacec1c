import type { IntlShape } from 'react-intl';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { describeSlot, type SlotData } from './calendar-slots';
import type { DragItem } from '#web/lib/drag-items';

/** What screen readers hear while a meal is dragged (dnd-kit's live region), in `intl`'s language. */

export function dragInstructions(intl: IntlShape): ScreenReaderInstructions {
  return { draggable: intl.formatMessage({ id: 'mealPlan.drag.instructions' }) };
}

function itemOf(data: { current?: Record<string, unknown> } | undefined) {
  return data?.current as DragItem | undefined;
}

function slotOf(data: { current?: Record<string, unknown> } | undefined) {
  return data?.current as SlotData | undefined;
}

export function dragAnnouncements(intl: IntlShape): Announcements {
  /** The dragged meal's title, or 'The meal' when it has none. */
  const titleOf = (item: DragItem | undefined) =>
    item?.title ?? intl.formatMessage({ id: 'mealPlan.drag.theMeal' });
  return {
    onDragStart({ active }) {
      const item = itemOf(active.data);
      return item?.title !== undefined
        ? intl.formatMessage({ id: 'mealPlan.drag.pickedUp' }, { title: item.title })
        : intl.formatMessage({ id: 'mealPlan.drag.pickedUpMeal' });
    },
    onDragOver({ active, over }) {
      const title = titleOf(itemOf(active.data));
      const slot = slotOf(over?.data);
      return slot
        ? intl.formatMessage(
            { id: 'mealPlan.drag.over' },
            { title, slot: describeSlot(intl, slot) },
          )
        : intl.formatMessage({ id: 'mealPlan.drag.notOver' }, { title });
    },
    onDragEnd({ active, over }) {
      const item = itemOf(active.data);
      const title = titleOf(item);
      const slot = slotOf(over?.data);
      if (!slot) return intl.formatMessage({ id: 'mealPlan.drag.droppedOutside' }, { title });
      return intl.formatMessage(
        { id: item?.kind === 'entry' ? 'mealPlan.drag.moved' : 'mealPlan.drag.planned' },
        { title, slot: describeSlot(intl, slot) },
      );
    },
    onDragCancel({ active }) {
      return intl.formatMessage(
        { id: 'mealPlan.drag.cancelled' },
        { title: titleOf(itemOf(active.data)) },
      );
    },
  };
}
