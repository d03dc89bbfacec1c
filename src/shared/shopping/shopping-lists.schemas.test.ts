import { describe, expect, it } from 'vitest';
import {
  GENERATE_ONLY_MESSAGE,
  generateShoppingListBodySchema,
  WEEK_END_MESSAGE,
  WEEK_START_MESSAGE,
  weeklyShoppingListQuerySchema,
} from './shopping-lists.schemas';

const body = (overrides: Record<string, unknown> = {}, list: Record<string, unknown> = {}) => ({
  shoppingList: {
    familyId: 1,
    weekStartDate: '2026-03-08',
    weekEndDate: '2026-03-14',
    mealPlanHash: '1,2',
    ...list,
  },
  generateFromMealPlans: true,
  forceRegenerate: false,
  items: [],
  ...overrides,
});

const messages = (value: unknown) => {
  const result = generateShoppingListBodySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('generateShoppingListBodySchema', () => {
  it("accepts the spec's body, forceRegenerate defaulting to false", () => {
    expect(generateShoppingListBodySchema.parse(body())).toMatchObject({ forceRegenerate: false });
    const { forceRegenerate: _, items: __, ...minimal } = body();
    expect(generateShoppingListBodySchema.parse(minimal).forceRegenerate).toBe(false);
  });

  it('accepts client items (they are ignored) up to a bound', () => {
    expect(messages(body({ items: [{ name: 'milk' }] }))).toEqual([]);
    expect(messages(body({ items: Array.from({ length: 1001 }, () => ({})) }))).toHaveLength(1);
  });

  it('wants a Sunday and its Saturday', () => {
    expect(messages(body({}, { weekStartDate: '2026-03-09', weekEndDate: '2026-03-15' }))).toEqual([
      WEEK_START_MESSAGE,
    ]);
    expect(messages(body({}, { weekEndDate: '2026-03-15' }))).toEqual([WEEK_END_MESSAGE]);
    expect(messages(body({}, { weekStartDate: '2026-02-30' }))).not.toEqual([]);
  });

  it('refuses generateFromMealPlans false with a clear message', () => {
    expect(messages(body({ generateFromMealPlans: false }))).toEqual([GENERATE_ONLY_MESSAGE]);
  });

  it('refuses unknown fields and ids that are not numbers', () => {
    expect(messages(body({ userId: 1 }))).not.toEqual([]);
    expect(messages(body({}, { familyId: '1' }))).not.toEqual([]);
    expect(messages(body({}, { id: 5 }))).not.toEqual([]);
  });
});

describe('weeklyShoppingListQuerySchema', () => {
  it('wants a Sunday as YYYY-MM-DD', () => {
    expect(weeklyShoppingListQuerySchema.safeParse({ weekStartDate: '2026-03-08' }).success).toBe(
      true,
    );
    for (const weekStartDate of ['2026-03-10', '2026-3-8', '', undefined]) {
      expect(weeklyShoppingListQuerySchema.safeParse({ weekStartDate }).success).toBe(false);
    }
  });
});
