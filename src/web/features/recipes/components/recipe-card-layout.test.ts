import { describe, expect, it } from 'vitest';
import { cardTextHeight, recipeCardHeight, titleLinesFor } from './recipe-card-layout';

describe('recipe card layout', () => {
  it('holds the most text a card shows, each block at its line height', () => {
    // 32 padding + 16 category + 22 a title line + 40 subtitle + 12 + 44 footer + 3 gaps of 4.
    expect(cardTextHeight(2)).toBe(200);
    expect(cardTextHeight(3)).toBe(222);
  });

  it('gives narrow cards a third title line', () => {
    expect(titleLinesFor(188)).toBe(3);
    expect(titleLinesFor(209)).toBe(3);
    expect(titleLinesFor(210)).toBe(2);
    expect(titleLinesFor(358)).toBe(2);
  });

  it('is a 16:10 picture of the card width inside its border, over the text, rounded up', () => {
    // 300 px card: 298 × 10 / 16 = 186.25 px picture, 2 px of border.
    expect(recipeCardHeight(300)).toBe(Math.ceil(2 + 186.25 + 200));
    expect(recipeCardHeight(358)).toBe(Math.ceil(2 + 222.5 + 200));
    // 188 px card (two columns beside the sidebar): 116.25 px picture, three title lines.
    expect(recipeCardHeight(188)).toBe(Math.ceil(2 + 116.25 + 222));
  });
});
