import { describe, expect, it } from 'vitest';
import { computeMealPlanHash, type MealForHash } from './generate-shopping-list';

describe('computeMealPlanHash', () => {
  const planned = (id: number, plannedServings = 4, recipeId: number | null = null, v = 'a1') =>
    ({
      id,
      plannedServings,
      recipeId,
      recipeVersion: recipeId === null ? null : v,
    }) satisfies MealForHash;

  it('joins the ids sorted as numbers, each with its servings and its recipe and version', () => {
    const meals = [planned(12, 4, 30, 'ff00'), planned(3), planned(100, 4, 31), planned(7, 2)];
    expect(computeMealPlanHash(meals)).toBe('3:4,7:2,12:4:30@ff00,100:4:31@a1');
    expect(computeMealPlanHash([])).toBe('');
  });

  it('changes with anything the meal was built from', () => {
    const before = computeMealPlanHash([planned(5, 4, 9, 'a1')]);
    const changes = [
      planned(5, 8, 9, 'a1'), // re-planned for more people
      planned(5, 4, 10, 'a1'), // another recipe
      planned(5, 4, 9, 'b2'), // the recipe was edited
      planned(5, 4), // the recipe was deleted: a placeholder now
    ];
    for (const meal of changes) {
      expect(computeMealPlanHash([meal]), JSON.stringify(meal)).not.toBe(before);
    }
    expect(computeMealPlanHash([planned(5, 4, 9, 'a1')])).toBe(before);
  });
});
