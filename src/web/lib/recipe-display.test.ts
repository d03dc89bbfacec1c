import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '#web/locales/de.json';
import englishMessages from '#web/locales/en.json';
import {
  DEFAULT_RECIPE_IMAGE,
  formatServings,
  formatTotalTime,
  resolveRecipeImageUrl,
} from './recipe-display';

const intl = createIntl({ locale: 'en', messages: englishMessages });
const germanIntl = createIntl({ locale: 'de', messages: german });

describe('recipe display rules', () => {
  it.each([
    [null, DEFAULT_RECIPE_IMAGE],
    [undefined, DEFAULT_RECIPE_IMAGE],
    ['', DEFAULT_RECIPE_IMAGE],
    ['https://via.placeholder.com/300', DEFAULT_RECIPE_IMAGE],
    ['https://PLACEHOLD.co/300', DEFAULT_RECIPE_IMAGE],
    ['/img/no-image.jpg', DEFAULT_RECIPE_IMAGE],
    ['/images/default-recipe.svg', DEFAULT_RECIPE_IMAGE],
    ['/uploads/recipes/chili.webp', '/uploads/recipes/chili.webp'],
    ['https://images.example.com/pie.jpg', 'https://images.example.com/pie.jpg'],
  ])('shows %j as %j', (url, shown) => {
    expect(resolveRecipeImageUrl(url)).toBe(shown);
  });

  it('adds prep and cook time, only above 0', () => {
    expect(formatTotalTime(intl, { prepTime: 10, cookTime: 35 })).toBe('45 mins');
    expect(formatTotalTime(intl, { prepTime: 0, cookTime: 0 })).toBeNull();
    expect(formatTotalTime(intl, { prepTime: null, cookTime: 5 })).toBe('5 mins');
  });

  it('says serving in the singular for 1', () => {
    expect(formatServings(intl, 1)).toBe('1 serving');
    expect(formatServings(intl, 0)).toBe('0 servings');
    expect(formatServings(intl, 6)).toBe('6 servings');
  });

  it('speaks the active language, with its numbers', () => {
    expect(formatTotalTime(germanIntl, { prepTime: 10, cookTime: 35 })).toBe('45 Min.');
    expect(formatTotalTime(germanIntl, { prepTime: 1000, cookTime: 440 })).toBe('1.440 Min.');
    expect(formatServings(germanIntl, 1)).toBe('1 Portion');
    expect(formatServings(germanIntl, 6)).toBe('6 Portionen');
  });
});
