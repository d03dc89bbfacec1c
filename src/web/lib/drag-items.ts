import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { StagedRecipe } from '#shared/staging/staging.schemas';

/**
 * What is being dragged onto the calendar: a staged recipe (to plan it, from the staging area)
 * or a planned meal the server has confirmed (to move it). The staging area's cards and the
 * meal plan's calendar both speak it.
 */
export type DragItem =
  | { kind: 'staged'; staged: StagedRecipe; title: string }
  | { kind: 'entry'; entry: MealPlan; title: string };

export const stagedDragId = (id: number) => `staged:${id}`;
export const entryDragId = (id: number | string) => `entry:${id}`;
