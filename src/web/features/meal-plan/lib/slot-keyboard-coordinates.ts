import {
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import type { SlotData } from './calendar-slots';
import type { DragItem } from '#web/lib/drag-items';

/**
 * Keyboard dragging jumps from slot to slot instead of moving 25 px per key press: left and
 * right change the day, up and down the meal (running on into the next or previous day).
 * The first key press of a staged recipe lands on Sunday's first meal; a planned meal starts
 * from its own slot.
 */

type Position = Pick<SlotData, 'dayIndex' | 'mealIndex'>;

function slotOf(container: DroppableContainer): SlotData | undefined {
  return container.data.current as SlotData | undefined;
}

type Arrow = KeyboardCode.Right | KeyboardCode.Left | KeyboardCode.Down | KeyboardCode.Up;

function step(from: Position, arrow: Arrow, lastDay: number, lastMeal: number): Position {
  const { dayIndex, mealIndex } = from;
  switch (arrow) {
    case KeyboardCode.Right:
      return { dayIndex: Math.min(lastDay, dayIndex + 1), mealIndex };
    case KeyboardCode.Left:
      return { dayIndex: Math.max(0, dayIndex - 1), mealIndex };
    case KeyboardCode.Down:
      if (mealIndex < lastMeal) return { dayIndex, mealIndex: mealIndex + 1 };
      return dayIndex < lastDay ? { dayIndex: dayIndex + 1, mealIndex: 0 } : from;
    case KeyboardCode.Up:
      if (mealIndex > 0) return { dayIndex, mealIndex: mealIndex - 1 };
      return dayIndex > 0 ? { dayIndex: dayIndex - 1, mealIndex: lastMeal } : from;
  }
}

const ARROWS: readonly string[] = [
  KeyboardCode.Right,
  KeyboardCode.Left,
  KeyboardCode.Down,
  KeyboardCode.Up,
];
const isArrow = (code: string): code is Arrow => ARROWS.includes(code);

/**
 * A keyboard coordinate getter for one drag context. It remembers where its last key press
 * sent the card: dnd-kit updates `over` only after a render, so a second arrow pressed
 * before that would otherwise start again from the old slot and a key would be lost.
 * Call `reset` when a drag starts.
 */
export function createSlotKeyboardCoordinates() {
  let last: { activeId: UniqueIdentifier; to: Position } | null = null;

  const getter: KeyboardCoordinateGetter = (event, { context }) => {
    const arrow = event.code;
    if (!isArrow(arrow)) return undefined;
    event.preventDefault();
    const { active, collisionRect, droppableRects, droppableContainers, over } = context;
    if (!active || !collisionRect) return undefined;

    const slots = droppableContainers
      .getEnabled()
      .map((container) => ({ id: container.id, slot: slotOf(container) }))
      .filter((entry): entry is { id: typeof entry.id; slot: SlotData } => !!entry.slot);
    if (slots.length === 0) return undefined;
    const lastDay = Math.max(...slots.map(({ slot }) => slot.dayIndex));
    const lastMeal = Math.max(...slots.map(({ slot }) => slot.mealIndex));

    const item = active.data.current as DragItem | undefined;
    const overSlot = slots.find(({ id }) => id === over?.id)?.slot;
    const ownSlot =
      item?.kind === 'entry'
        ? slots.find(
            ({ slot }) =>
              slot.day === entryDayString(item.entry.date) && slot.mealType === item.entry.mealType,
          )?.slot
        : undefined;
    const remembered = last?.activeId === active.id ? last.to : undefined;
    const from = remembered ?? overSlot ?? ownSlot;
    const to = from ? step(from, arrow, lastDay, lastMeal) : { dayIndex: 0, mealIndex: 0 };

    const target = slots.find(
      ({ slot }) => slot.dayIndex === to.dayIndex && slot.mealIndex === to.mealIndex,
    );
    const rect = target && droppableRects.get(target.id);
    if (!rect) return undefined;
    last = { activeId: active.id, to };
    // Centre the dragged card on the slot; collision detection then finds that slot.
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };

  return {
    getter,
    reset: () => {
      last = null;
    },
  };
}

/**
 * The slot under the pointer (mouse or touch); for the keyboard, which has no pointer, the
 * slot under the dragged card's centre. A card still in the staging panel is over nothing,
 * so an early Space drops nothing.
 */
export const detectSlotCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { collisionRect } = args;
  return pointerWithin({
    ...args,
    pointerCoordinates: {
      x: collisionRect.left + collisionRect.width / 2,
      y: collisionRect.top + collisionRect.height / 2,
    },
  });
};
