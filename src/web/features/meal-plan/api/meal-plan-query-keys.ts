/**
 * Root of every meal plan query (['meal-plans', familyId, startDate, endDate] when the meal
 * planning screen arrives), so recipe writes can refresh them (spec §7).
 */
export const mealPlansQueryRoot = ['meal-plans'] as const;
