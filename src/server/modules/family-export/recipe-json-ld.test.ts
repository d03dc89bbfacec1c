import { describe, expect, it } from 'vitest';
import { readerFor } from '#server/modules/app-import/formats/readers';
import { schemaOrgReader } from '#server/modules/app-import/formats/schema-org';
import type { UploadFile } from '#server/modules/app-import/archive/read-upload';
import {
  FAMILY_EXPORT_FORMAT,
  recipeFileName,
  type FamilyFile,
  type OwnRecipeFields,
} from './export-format';
import { exportFileName } from './family-export.service';
import { isHeadingRow, isoDuration, ownFieldsOf, toRecipeJsonLd } from './recipe-json-ld';

const recipe: OwnRecipeFields = {
  version: 1,
  id: 12,
  title: 'Grandma’s Lasagne',
  subtitle: 'The Sunday one',
  servings: 6,
  prepTime: 45,
  cookTime: 90,
  sourceUrl: 'https://cooking.example/lasagne',
  category: 'Pasta',
  cookbook: { id: 3, name: 'Grandma', isPublic: false },
  image: 'images/0123456789abcdef0123456789abcdef.webp',
  imageUrl: null,
  isHidden: false,
  createdBy: 'Olga',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-03-04T11:30:00.000Z',
  ingredients: [
    { position: 1, quantity: null, unit: null, text: 'For the sauce:', isHeading: true },
    { position: 2, quantity: '500', unit: 'gram', text: 'minced beef', isHeading: false },
    { position: 3, quantity: '1 1/2', unit: 'cup', text: 'passata', isHeading: false },
    { position: 4, quantity: null, unit: null, text: 'salt to taste', isHeading: false },
  ],
  directions: [
    { stepNumber: 1, text: 'Brown the beef.' },
    { stepNumber: 2, text: 'Layer and bake.' },
  ],
};

describe('a recipe as schema.org JSON-LD', () => {
  it('writes durations in ISO 8601', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(135)).toBe('PT2H15M');
  });

  it("maps our fields to schema.org's and keeps them all under familyCookbook", () => {
    const node = toRecipeJsonLd(recipe);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Grandma’s Lasagne',
      description: 'The Sunday one',
      image: 'images/0123456789abcdef0123456789abcdef.webp',
      recipeYield: '6 servings',
      prepTime: 'PT45M',
      cookTime: 'PT1H30M',
      totalTime: 'PT2H15M',
      recipeCategory: 'Pasta',
      recipeIngredient: [
        'For the sauce:',
        '500 gram minced beef',
        '1 1/2 cup passata',
        'salt to taste',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Brown the beef.' },
        { '@type': 'HowToStep', position: 2, text: 'Layer and bake.' },
      ],
      url: 'https://cooking.example/lasagne',
      isBasedOn: 'https://cooking.example/lasagne',
      dateCreated: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-03-04T11:30:00.000Z',
      author: { '@type': 'Person', name: 'Olga' },
      isPartOf: { '@type': 'Book', name: 'Grandma' },
      familyCookbook: recipe,
    });
    // Through JSON and back, our fields are the same.
    expect(ownFieldsOf(JSON.parse(JSON.stringify(node)))).toEqual(recipe);
  });

  it('leaves out what the recipe does not give: no times, no subtitle, no source, no author', () => {
    const node = toRecipeJsonLd({
      ...recipe,
      subtitle: null,
      prepTime: 0,
      cookTime: 0,
      sourceUrl: null,
      createdBy: null,
      image: null,
    });
    for (const key of [
      'description',
      'prepTime',
      'cookTime',
      'totalTime',
      'url',
      'author',
      'image',
    ]) {
      expect(node).not.toHaveProperty(key);
    }
  });

  it('tells heading rows by the shared heading rule', () => {
    expect(isHeadingRow({ quantity: null, unit: null, text: 'For the sauce:' })).toBe(true);
    expect(isHeadingRow({ quantity: null, unit: null, text: 'salt to taste' })).toBe(false);
    expect(isHeadingRow({ quantity: '1', unit: null, text: 'SAUCE' })).toBe(false);
  });

  it('names files by slug and id, and the zip by family and day', () => {
    expect(recipeFileName(12, 'Grandma’s Lasagne')).toBe('recipes/grandma-s-lasagne-12.json');
    expect(recipeFileName(7, '!!!')).toBe('recipes/recipe-7.json');
    const day = new Date('2026-11-28T09:00:00Z');
    expect(exportFileName('The Garcías', 4, day)).toBe(
      'family-cookbook-the-garcias-2026-11-28.zip',
    );
    expect(exportFileName('李家', 4, day)).toBe('family-cookbook-family-4-2026-11-28.zip');
  });
});

describe('our reader of the export', () => {
  const family: FamilyFile = {
    format: FAMILY_EXPORT_FORMAT,
    version: 1,
    exportedAt: '2026-11-28T09:00:00.000Z',
    exportedBy: 'Olga',
    family: { id: 4, name: 'The Garcias' },
    recipes: [
      { recipeId: 12, recipeFile: 'recipes/grandma-s-lasagne-12.json', title: recipe.title },
    ],
    notes: [
      {
        recipeId: 12,
        recipeFile: 'recipes/grandma-s-lasagne-12.json',
        text: 'Double the cheese',
        author: 'Luis',
        createdAt: '2026-02-01T00:00:00.000Z',
      },
    ],
    favorites: [{ recipeId: 12, recipeFile: 'recipes/grandma-s-lasagne-12.json' }],
    mealPlans: [
      {
        date: '2030-01-07',
        mealType: 'Dinner',
        plannedServings: 3,
        recipeId: 12,
        recipeFile: 'recipes/grandma-s-lasagne-12.json',
        title: recipe.title,
        placeholder: null,
        cookedAt: null,
      },
      {
        date: '2030-01-08',
        mealType: 'Lunch',
        plannedServings: 2,
        recipeId: null,
        recipeFile: null,
        title: 'Leftovers',
        placeholder: { title: 'Leftovers', servings: 5 },
        cookedAt: null,
      },
    ],
    pantry: [],
  };
  const picture = Buffer.from('RIFF....WEBPVP8 ');
  const files = (familyJson: unknown): UploadFile[] => [
    { path: 'README.md', bytes: Buffer.from('# Family Cookbook export') },
    { path: 'family.json', bytes: Buffer.from(JSON.stringify(familyJson)) },
    {
      path: 'recipes/grandma-s-lasagne-12.json',
      bytes: Buffer.from(JSON.stringify(toRecipeJsonLd(recipe))),
    },
    { path: recipe.image!, bytes: picture },
  ];

  it('is tried first and reads every field as exported', () => {
    const reader = readerFor(files(family));
    expect(reader?.format).toBe('family-cookbook');
    const read = reader!.read(files(family));
    expect(read.failed).toEqual([]);
    expect(read.recipes).toEqual([
      {
        sourceId: 'family-4/recipe-12',
        title: 'Grandma’s Lasagne',
        description: 'The Sunday one',
        servings: 6,
        prepTime: 45,
        cookTime: 90,
        totalTime: null,
        sourceUrl: 'https://cooking.example/lasagne',
        categories: ['Pasta'],
        ingredients: [
          {
            kind: 'ingredient',
            line: 'For the sauce:',
            parts: { quantity: null, unit: null, text: 'For the sauce:' },
          },
          {
            kind: 'ingredient',
            line: '500 gram minced beef',
            parts: { quantity: '500', unit: 'gram', text: 'minced beef' },
          },
          {
            kind: 'ingredient',
            line: '1 1/2 cup passata',
            parts: { quantity: '1 1/2', unit: 'cup', text: 'passata' },
          },
          {
            kind: 'ingredient',
            line: 'salt to taste',
            parts: { quantity: null, unit: null, text: 'salt to taste' },
          },
        ],
        directions: ['Brown the beef.', 'Layer and bake.'],
        notes: null,
        images: [{ kind: 'bytes', bytes: picture }],
      },
    ]);
    expect(read.mealPlans).toEqual([
      {
        date: '2030-01-07',
        mealType: 'Dinner',
        recipeSourceId: 'family-4/recipe-12',
        title: null,
        servings: 3,
      },
      {
        date: '2030-01-08',
        mealType: 'Lunch',
        recipeSourceId: null,
        title: 'Leftovers',
        servings: 2,
        placeholder: { servings: 5 },
      },
    ]);
    expect(read.family).toEqual({
      notes: [{ recipeSourceId: 'family-4/recipe-12', text: 'Double the cheese' }],
      favoriteSourceIds: ['family-4/recipe-12'],
      hiddenSourceIds: [],
    });
  });

  it('a recipe file that is missing fails alone; a family.json of another shape reads nothing', () => {
    const withMissing = {
      ...family,
      recipes: [
        ...family.recipes,
        { recipeId: 13, recipeFile: 'recipes/gone-13.json', title: 'Gone' },
      ],
    };
    expect(readerFor(files(withMissing))!.read(files(withMissing)).failed).toEqual([
      { title: 'Gone', reason: 'Its recipe file is missing or unreadable' },
    ]);
    const broken = { format: FAMILY_EXPORT_FORMAT, version: 'one' };
    expect(readerFor(files(broken))!.read(files(broken))).toMatchObject({
      recipes: [],
      failed: [{ title: 'family.json' }],
    });
  });

  it('any schema.org reader reads the recipe files too', () => {
    const recipeFile = files(family).filter((file) => file.path.startsWith('recipes/'));
    const [read] = schemaOrgReader.read(recipeFile).recipes;
    expect(read).toMatchObject({
      title: 'Grandma’s Lasagne',
      description: 'The Sunday one',
      servings: 6,
      prepTime: 45,
      cookTime: 90,
      sourceUrl: 'https://cooking.example/lasagne',
      directions: ['Brown the beef.', 'Layer and bake.'],
    });
    expect(read!.categories[0]).toBe('Pasta');
  });
});
