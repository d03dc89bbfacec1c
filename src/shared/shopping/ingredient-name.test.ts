import { describe, expect, it } from 'vitest';
import { parseIngredientName, splitUnmeasuredPair } from './ingredient-name';

describe('parseIngredientName', () => {
  it.each([
    ['onions', 'onions', null, 'onion'],
    ['large onion, finely chopped', 'onion', 'finely chopped', 'onion'],
    ['2 large onions'.slice(2), 'onions', null, 'onion'],
    ['finely diced onion', 'onion', 'finely diced', 'onion'],
    ['chopped fresh parsley', 'fresh parsley', 'chopped', 'parsley'],
    ['butter, softened', 'butter', 'softened', 'butter'],
    ['cold butter, cubed', 'butter', 'cubed', 'butter'],
    ['all-purpose flour, sifted', 'all-purpose flour', 'sifted', 'all purpose flour'],
    ['flour, for the dumplings', 'flour', 'for the dumplings', 'flour'],
    ['very ripe bananas, mashed', 'bananas', 'mashed', 'banana'],
    ['walnuts, chopped (optional)', 'walnuts', 'chopped, optional', 'walnut'],
    ['fresh lemon juice (about 8 lemons)', 'fresh lemon juice', 'about 8 lemons', 'lemon juice'],
    ['salt to taste', 'salt', 'to taste', 'salt'],
    ['Salt and pepper to taste', 'Salt and pepper', 'to taste', 'salt and pepper'],
    ['vegetable oil for frying', 'vegetable oil', 'for frying', 'vegetable oil'],
    ['Vanilla ice cream, for serving', 'Vanilla ice cream', 'for serving', 'vanilla ice cream'],
    ['red bell peppers, seeded', 'red bell peppers', 'seeded', 'red bell pepper'],
    ['Red Bell Pepper', 'Red Bell Pepper', null, 'red bell pepper'],
    ['freshly ground black pepper', 'black pepper', 'freshly ground', 'black pepper'],
    ['ground beef', 'ground beef', null, 'ground beef'],
    [
      'boneless skinless chicken breasts',
      'boneless skinless chicken breasts',
      null,
      'chicken breast',
    ],
    ['jalapeño, seeded and minced', 'jalapeño', 'seeded and minced', 'jalapeno'],
    ['peeled and diced potatoes', 'potatoes', 'peeled and diced', 'potato'],
    ['of salt', 'salt', null, 'salt'],
    ['onions, 1 roughly chopped and 1 sliced', 'onions', '1 roughly chopped and 1 sliced', 'onion'],
  ])('%j → name %j, detail %j, key %j', (text, name, detailText, key) => {
    expect(parseIngredientName(text)).toMatchObject({ name, detailText, key });
  });

  it.each([
    ['Grated Parmesan, for serving', 'Grated Parmesan', 'for serving', 'grated parmesan'],
    ['large onion, finely chopped', 'large onion', 'finely chopped', 'large onion'],
    ['Large Onions', 'Large Onions', null, 'large onion'],
    ['finely diced onion', 'finely diced onion', null, 'finely diced onion'],
    ['chopped fresh parsley', 'chopped fresh parsley', null, 'chopped fresh parsley'],
    ['walnuts, chopped (optional)', 'walnuts', 'chopped, optional', 'walnut'],
    ['salt to taste', 'salt', 'to taste', 'salt'],
    ['of salt', 'salt', null, 'salt'],
    ['jalapeño, seeded', 'jalapeño', 'seeded', 'jalapeno'],
    // Notes in the order the recipe wrote them.
    ['fresh basil (scent leaf), chopped', 'fresh basil', 'scent leaf, chopped', 'fresh basil'],
    ['beef (chuck), cubed (1 inch)', 'beef', 'chuck, cubed, 1 inch', 'beef'],
  ])('%j as written: name %j, detail %j, key %j', (text, name, detailText, key) => {
    expect(parseIngredientName(text).asWritten).toEqual({ name, detailText, key });
  });

  it('keeps a name made only of dropped words rather than losing it', () => {
    expect(parseIngredientName('large').name).toBe('large');
    expect(parseIngredientName('chopped').name).toBe('chopped');
  });

  it('gives singular and plural, sized and unsized forms the same key', () => {
    const keys = ['2 large onions', 'onion', 'Onions, sliced', 'medium onion'].map(
      (text) => parseIngredientName(text.replace(/^\d+ /, '')).key,
    );
    expect(new Set(keys)).toEqual(new Set(['onion']));
  });
});

describe('splitUnmeasuredPair', () => {
  it('splits two things joined by and', () => {
    expect(splitUnmeasuredPair('Salt and pepper')).toEqual(['Salt', 'pepper']);
    expect(splitUnmeasuredPair('Ice & fresh mint')).toEqual(['Ice', 'fresh mint']);
  });

  it('leaves single names and lists of three alone', () => {
    expect(splitUnmeasuredPair('salt')).toEqual(['salt']);
    expect(splitUnmeasuredPair('salt and pepper and paprika')).toEqual([
      'salt and pepper and paprika',
    ]);
  });
});
