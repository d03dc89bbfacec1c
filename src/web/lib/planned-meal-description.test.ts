import { describe, expect, it } from 'vitest';
import { makeMealPlan, makePlaceholderMeal, makeStaged } from '#web/test-support/planner-fixtures';
import { describePlannedMeal } from './planned-meal-description';

describe('planned meal description', () => {
  it('describes a recipe, a placeholder and a staged item alike', () => {
    expect(describePlannedMeal(makeMealPlan())).toMatchObject({
      title: 'Fluffy Buttermilk Pancakes',
      servings: 4,
      isPlaceholder: false,
    });
    expect(describePlannedMeal(makePlaceholderMeal('Pizza night'))).toEqual({
      title: 'Pizza night',
      subtitle: 'Placeholder Recipe',
      imageUrl: null,
      servings: 1,
      isPlaceholder: true,
    });
    expect(describePlannedMeal(makeStaged())).toMatchObject({
      title: 'Weeknight Chili',
      servings: 6,
    });
  });
});
