import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MEAL_TYPES, slotDropId, type SlotData } from './calendar-slots';
import { createSlotKeyboardCoordinates, detectSlotCollision } from './slot-keyboard-coordinates';
import { makeMealPlan } from '#web/test-support/planner-fixtures';

const DAYS = [
  '2025-03-09',
  '2025-03-10',
  '2025-03-11',
  '2025-03-12',
  '2025-03-13',
  '2025-03-14',
  '2025-03-15',
];

/** A 7 × 4 grid of slots, 100 px apart across and 80 px down, each 90 × 70. */
const slots: SlotData[] = DAYS.flatMap((day, dayIndex) =>
  CALENDAR_MEAL_TYPES.map((mealType, mealIndex) => ({ day, mealType, dayIndex, mealIndex })),
);
const rectOf = ({ dayIndex, mealIndex }: SlotData) => {
  const left = 300 + dayIndex * 100;
  const top = 100 + mealIndex * 80;
  return { left, top, width: 90, height: 70, right: left + 90, bottom: top + 70 };
};
const containers = slots.map((slot) => ({
  id: slotDropId(slot.day, slot.mealType),
  key: slotDropId(slot.day, slot.mealType),
  data: { current: slot },
  disabled: false,
  node: { current: null },
  rect: { current: rectOf(slot) },
}));
const droppableRects = new Map(containers.map((c) => [c.id, c.rect.current]));
const collisionRect = { left: 20, top: 40, width: 50, height: 30, right: 70, bottom: 70 };

function press(
  code: string,
  {
    over,
    entry,
    getter = createSlotKeyboardCoordinates().getter,
  }: { over?: SlotData; entry?: boolean; getter?: KeyboardCoordinateGetter } = {},
) {
  const active = {
    id: 'drag',
    data: {
      current: entry
        ? {
            kind: 'entry',
            entry: makeMealPlan({ date: '2025-03-11T12:00:00', mealType: 'Dinner' }),
          }
        : { kind: 'staged' },
    },
  };
  const context = {
    active,
    collisionRect,
    droppableRects,
    droppableContainers: { getEnabled: () => containers },
    over: over ? { id: slotDropId(over.day, over.mealType) } : null,
  };
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const result = getter(event, {
    active: 'drag',
    currentCoordinates: { x: 20, y: 40 },
    context: context as never,
  });
  return { result, prevented: event.defaultPrevented };
}

/** Where the dragged card's top-left goes to be centred on a slot. */
const centredOn = (dayIndex: number, mealIndex: number) => {
  const rect = rectOf({ dayIndex, mealIndex } as SlotData);
  return { x: rect.left + 45 - 25, y: rect.top + 35 - 15 };
};
const at = (dayIndex: number, mealIndex: number) => slots[dayIndex * 4 + mealIndex]!;

describe('keyboard dragging between slots', () => {
  it('counts every key press although `over` lags a render behind', () => {
    const keyboard = createSlotKeyboardCoordinates();
    const getter = keyboard.getter;
    // `over` stays null: no render happened between the presses.
    expect(press('ArrowRight', { getter }).result).toEqual(centredOn(0, 0));
    expect(press('ArrowRight', { getter }).result).toEqual(centredOn(1, 0));
    expect(press('ArrowDown', { getter }).result).toEqual(centredOn(1, 1));
    expect(press('ArrowDown', { over: at(1, 0), getter }).result).toEqual(centredOn(1, 2));
    // A new drag starts from where `over` and the item say.
    keyboard.reset();
    expect(press('ArrowRight', { getter }).result).toEqual(centredOn(0, 0));
  });

  it("takes a staged recipe to Sunday's first meal on the first arrow", () => {
    expect(press('ArrowRight')).toEqual({ result: centredOn(0, 0), prevented: true });
  });

  it('starts a planned meal from its own slot', () => {
    expect(press('ArrowRight', { entry: true }).result).toEqual(centredOn(3, 2));
  });

  it('moves across days with left and right, and through meals with up and down', () => {
    expect(press('ArrowRight', { over: at(2, 2) }).result).toEqual(centredOn(3, 2));
    expect(press('ArrowLeft', { over: at(2, 2) }).result).toEqual(centredOn(1, 2));
    expect(press('ArrowDown', { over: at(2, 2) }).result).toEqual(centredOn(2, 3));
    // Past the last meal to the next day's first, and back.
    expect(press('ArrowDown', { over: at(2, 3) }).result).toEqual(centredOn(3, 0));
    expect(press('ArrowUp', { over: at(3, 0) }).result).toEqual(centredOn(2, 3));
    // The week's edges hold.
    expect(press('ArrowRight', { over: at(6, 1) }).result).toEqual(centredOn(6, 1));
    expect(press('ArrowUp', { over: at(0, 0) }).result).toEqual(centredOn(0, 0));
  });

  it('leaves other keys alone', () => {
    expect(press('KeyA')).toEqual({ result: undefined, prevented: false });
  });
});

describe('slot collision', () => {
  const args = (pointer: { x: number; y: number } | null, rect = collisionRect) =>
    ({
      active: {} as never,
      collisionRect: rect,
      droppableRects,
      droppableContainers: containers,
      pointerCoordinates: pointer,
    }) as never;

  it('finds the slot under the pointer, and none between slots', () => {
    expect(detectSlotCollision(args({ x: 510, y: 270 }))[0]?.id).toBe(
      slotDropId('2025-03-11', 'Dinner'),
    );
    expect(detectSlotCollision(args({ x: 395, y: 120 }))).toEqual([]);
  });

  it("uses the card's centre for the keyboard, so a card in the staging panel is over nothing", () => {
    expect(detectSlotCollision(args(null))).toEqual([]);
    const onTuesdayDinner = { ...collisionRect, left: 520, top: 260, right: 570, bottom: 290 };
    expect(detectSlotCollision(args(null, onTuesdayDinner))[0]?.id).toBe(
      slotDropId('2025-03-11', 'Dinner'),
    );
  });
});
