import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildRecipeSvg as seedDrawing } from '#server/db/seed/recipe-image-svg';
import { buildRecipeSvg, drawingFor, drawRecipePicture } from './recipe-drawing';

describe('the placeholder drawing', () => {
  it('is the seed drawing', () => {
    expect(buildRecipeSvg).toBe(seedDrawing);
  });

  it('picks the dish from the title and stays the same for the same title', () => {
    expect(drawingFor('Pumpkin Soup').look.dish).toBe('bowl');
    expect(drawingFor('Spaghetti Carbonara').look.dish).toBe('pasta');
    expect(drawingFor('Chocolate Chip Cookies').look.dish).toBe('cookies');
    expect(drawingFor('Strawberry Smoothie').look.dish).toBe('glass');
    expect(drawingFor('  pumpkin   SOUP ')).toEqual(drawingFor('Pumpkin Soup'));
    expect(drawingFor('Pumpkin Soup', 'Soups')).not.toEqual(drawingFor('Pumpkin Soup'));
  });

  it('rasterises to the same PNG every time', async () => {
    const [a, b] = await Promise.all([
      drawRecipePicture('Mystery Dish'),
      drawRecipePicture('Mystery Dish'),
    ]);
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600]);
    expect((await drawRecipePicture('Another Dish')).equals(a)).toBe(false);
  });
});
