import { describe, expect, it } from 'vitest';
import { inflectLastWord, isPlural, pluralize, singularize } from './inflection';

describe('singularize', () => {
  it.each([
    ['onions', 'onion'],
    ['eggs', 'egg'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['anchovies', 'anchovy'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['olives', 'olive'],
    ['cloves', 'clove'],
    ['chives', 'chive'],
    ['cookies', 'cookie'],
    ['chilies', 'chili'],
    ['quiches', 'quiche'],
    ['cheeses', 'cheese'],
    ['kiwis', 'kiwi'],
    ['Onions', 'Onion'],
  ])('%s → %s', (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });

  it.each(['onion', 'asparagus', 'hummus', 'couscous', 'molasses', 'swiss', 'rice', 'pea', 'gas'])(
    'leaves %s alone',
    (word) => {
      expect(singularize(word)).toBe(word);
    },
  );
});

describe('pluralize', () => {
  it.each([
    ['onion', 'onions'],
    ['egg', 'eggs'],
    ['tomato', 'tomatoes'],
    ['potato', 'potatoes'],
    ['berry', 'berries'],
    ['turkey', 'turkeys'],
    ['peach', 'peaches'],
    ['radish', 'radishes'],
    ['leaf', 'leaves'],
    ['clove', 'cloves'],
    ['cookie', 'cookies'],
    ['pinch', 'pinches'],
    ['garlic', 'garlic'],
    ['rice', 'rice'],
  ])('%s → %s', (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
  });

  it('round-trips the words a shopping list counts', () => {
    for (const word of ['onion', 'carrot', 'lemon', 'tomato', 'cherry', 'bay leaf', 'peach']) {
      expect(singularize(pluralize(word))).toBe(word);
    }
  });
});

describe('isPlural and inflectLastWord', () => {
  it('tells plurals from singulars', () => {
    expect(isPlural('onions')).toBe(true);
    expect(isPlural('onion')).toBe(false);
    expect(isPlural('asparagus')).toBe(false);
  });

  it('inflects only the last word', () => {
    expect(inflectLastWord('red bell peppers', singularize)).toBe('red bell pepper');
    expect(inflectLastWord('bay leaf', pluralize)).toBe('bay leaves');
    expect(inflectLastWord('all-purpose flour', pluralize)).toBe('all-purpose flour');
  });
});
