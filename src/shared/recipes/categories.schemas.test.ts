import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  CATEGORY_NAME_MAX,
  cookbookIdParamsSchema,
  createCategorySchema,
  defaultCookbookSchema,
  unitSchema,
} from './categories.schemas';

const messageOf = (input: unknown) => {
  const result = createCategorySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createCategorySchema', () => {
  it('trims the name', () => {
    expect(createCategorySchema.parse({ name: '  Soups ' })).toEqual({ name: 'Soups' });
  });

  it('requires a name', () => {
    expect(messageOf({ name: '' })).toBe(CATEGORY_MESSAGES.nameRequired);
    expect(messageOf({ name: '   ' })).toBe(CATEGORY_MESSAGES.nameRequired);
    expect(messageOf({})).not.toBeNull();
    expect(messageOf({ name: 7 })).not.toBeNull();
  });

  it(`caps the name at ${CATEGORY_NAME_MAX} characters`, () => {
    expect(messageOf({ name: 'x'.repeat(CATEGORY_NAME_MAX) })).toBeNull();
    expect(messageOf({ name: 'x'.repeat(CATEGORY_NAME_MAX + 1) })).toBe(
      `A category name can be at most ${CATEGORY_NAME_MAX} characters`,
    );
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(messageOf({ name: 'Soups\u0000' })).toMatch(/NUL/);
    expect(messageOf({ name: '\uDC00' })).toMatch(/surrogate/);
  });
});

describe('the other category contracts', () => {
  it('reads a cookbook id from the path', () => {
    expect(cookbookIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '2147483648']) {
      expect(cookbookIdParamsSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
  });

  it('a unit carries an abbreviation or null', () => {
    expect(unitSchema.parse({ id: 1, name: 'cup', abbreviation: null })).toEqual({
      id: 1,
      name: 'cup',
      abbreviation: null,
    });
    expect(unitSchema.safeParse({ id: 1, name: 'cup' }).success).toBe(false);
  });

  it('a family may have no default cookbook', () => {
    expect(defaultCookbookSchema.parse(null)).toBeNull();
    expect(defaultCookbookSchema.parse({ id: 2, name: 'Ours' })).toEqual({ id: 2, name: 'Ours' });
  });
});
