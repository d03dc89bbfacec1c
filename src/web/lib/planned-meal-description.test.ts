import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '#web/locales/de.json';
import { makeMealPlan, makePlaceholderMeal, makeStaged } from '#web/test-support/planner-fixtures';
import englishMessages from '#web/locales/en.json';
import {
  describePlaceholder,
  describePlannedMeal,
  plannedMealServings,
} from './planned-meal-description';

const intl = createIntl({ locale: 'en', messages: englishMessages });
const germanIntl = createIntl({ locale: 'de', messages: german });

describe('planned meal description', () => {
  it('describes a recipe, a placeholder and a staged item alike', () => {
    expect(describePlannedMeal(intl, makeMealPlan())).toMatchObject({
      title: 'Fluffy Buttermilk Pancakes',
      servings: 4,
      isPlaceholder: false,
    });
    expect(describePlannedMeal(intl, makePlaceholderMeal('Pizza night'))).toEqual({
      title: 'Pizza night',
      subtitle: 'Placeholder Recipe',
      imageUrl: null,
      servings: 1,
      isPlaceholder: true,
    });
    expect(describePlannedMeal(intl, makeStaged())).toMatchObject({
      title: 'Weeknight Chili',
      servings: 6,
    });
  });

  it('counts servings without words', () => {
    expect(plannedMealServings(makeMealPlan())).toBe(4);
    expect(plannedMealServings(makePlaceholderMeal('Pizza night'))).toBe(1);
    expect(plannedMealServings(makeStaged())).toBe(6);
  });

  it("says the app's own words in the active language, and keeps the family's", () => {
    expect(describePlaceholder(germanIntl, null)).toMatchObject({
      title: 'Mahlzeit ohne Namen',
      subtitle: 'Platzhalter',
    });
    expect(
      describePlaceholder(germanIntl, { title: 'Pizza', subtitle: 'Placeholder Recipe' }),
    ).toMatchObject({ title: 'Pizza', subtitle: 'Platzhalter' });
    expect(
      describePlaceholder(germanIntl, { title: 'Pizza', subtitle: 'Vom Italiener' }),
    ).toMatchObject({ subtitle: 'Vom Italiener' });
    expect(describePlaceholder(intl, { title: '', subtitle: '' })).toMatchObject({
      title: 'Untitled meal',
      subtitle: '',
    });
  });
});
