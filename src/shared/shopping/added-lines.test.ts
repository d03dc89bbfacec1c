import { describe, expect, it } from 'vitest';
import { addedItemsOf, mergeAddedItem, placeAddedItems, readAddedLine } from './added-lines';

const itemsOf = (lines: string[], system: 'asWritten' | 'metric' | 'usCustomary' = 'asWritten') =>
  addedItemsOf(
    lines.map((line) => readAddedLine(line)!),
    system,
  );

describe('added lines (product rule: added-items)', () => {
  it('reads a line as an item in its aisle, of no recipe', () => {
    expect(itemsOf(['200 ml cream'])).toEqual([
      {
        name: 'cream',
        category: 'Dairy & Eggs',
        quantity: '200',
        unit: 'ml',
        detailText: null,
        recipeNames: '',
      },
    ]);
    expect(itemsOf(['2 cans chickpeas'])[0]).toMatchObject({ quantity: '2', unit: 'cans' });
    expect(itemsOf(['eggs'])[0]).toMatchObject({ name: 'eggs', quantity: null, unit: null });
    expect(itemsOf(['500 g de riz'])[0]).toMatchObject({ name: 'riz', quantity: '500' });
  });

  it("reads amounts in the adder's measures", () => {
    expect(itemsOf(['1 cup milk'], 'metric')[0]).toMatchObject({ unit: 'ml' });
  });

  it('reads a line naming nothing as null', () => {
    expect(readAddedLine('500 g')).toBeNull();
    expect(readAddedLine('  ')).toBeNull();
  });

  it('adds lines of the same thing whose amounts add up', () => {
    expect(itemsOf(['200 ml cream', '100 ml cream'])).toHaveLength(1);
    expect(itemsOf(['200 ml cream', '100 ml cream'])[0]).toMatchObject({ quantity: '300' });
    expect(itemsOf(['2 onions', '1 kg onions'])).toHaveLength(2);
  });

  it('merges into an item on the list when the amounts add up, else keeps two', () => {
    const cream = { name: 'cream', quantity: '200', unit: 'ml', detailText: null };
    const more = itemsOf(['100 ml cream'])[0]!;
    expect(mergeAddedItem(cream, more, 'asWritten')).toMatchObject({ quantity: '300' });
    const counted = itemsOf(['2 cream'])[0]!;
    expect(mergeAddedItem(cream, counted, 'asWritten')).toBeNull();
  });

  it('places each added item into the first open item it merges with, else inserts it', () => {
    const open = [{ id: 7, name: 'cream', quantity: '200', unit: 'ml', detailText: null }];
    const added = itemsOf(['100 ml cream', 'eggs']);
    const placed = placeAddedItems(open, added, 'asWritten');
    expect(placed.updates).toEqual([{ id: 7, item: expect.objectContaining({ quantity: '300' }) }]);
    expect(placed.inserts.map((item) => item.name)).toEqual(['eggs']);
  });
});
