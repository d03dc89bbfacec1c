import { describe, expect, it } from 'vitest';
import { makeMealPlan } from '#web/test-support/planner-fixtures';
import { batchesForServings, servingsForBatches } from './planned-batches';
import { groupBySlot, isTempMealPlanId, newTempMealPlanId, slotKey } from './planned-meal';

describe('planned meals', () => {
  it("makes distinct 'temp-' ids and recognises them", () => {
    const a = newTempMealPlanId();
    const b = newTempMealPlanId();
    expect(a).toMatch(/^temp-/);
    expect(a).not.toBe(b);
    expect(isTempMealPlanId(a)).toBe(true);
    expect(isTempMealPlanId(12)).toBe(false);
  });

  it('groups entries by day and meal, in planning order with unconfirmed ones last', () => {
    const first = makeMealPlan({ id: 2, createdAt: '2025-03-01T09:00:00.000Z' });
    const second = makeMealPlan({ id: 1, createdAt: '2025-03-01T10:00:00.000Z' });
    const temp = { ...makeMealPlan(), id: newTempMealPlanId(), createdAt: '2000-01-01' };
    const lunch = makeMealPlan({ id: 3, mealType: 'Lunch' });
    const slots = groupBySlot([temp, second, lunch, first]);
    expect(slots.get(slotKey('2025-03-11', 'Dinner'))!.map((e) => e.id)).toEqual([2, 1, temp.id]);
    expect(slots.get(slotKey('2025-03-11', 'Lunch'))!.map((e) => e.id)).toEqual([3]);
  });

  it('turns planned servings into whole batches (1 to 5) and back', () => {
    expect(batchesForServings(8, 4)).toBe(2);
    expect(batchesForServings(5, 4)).toBe(1);
    expect(batchesForServings(100, 4)).toBe(5);
    expect(batchesForServings(1, 0)).toBe(1);
    expect(servingsForBatches(3, 4)).toBe(12);
    expect(servingsForBatches(5, 30)).toBe(100);
  });
});
