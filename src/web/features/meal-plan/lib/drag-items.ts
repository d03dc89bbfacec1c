import type { StagedRecipe } from '../../../../shared/staging/staging.schemas';
import type { PlannedMeal } from './planned-meal';

/** What is being dragged: a staged recipe (to plan it) or a planned meal (to move it). */
export type DragItem =
  | { kind: 'staged'; staged: StagedRecipe; title: string }
  | { kind: 'entry'; entry: PlannedMeal & { id: number }; title: string };

export const stagedDragId = (id: number) => `staged:${id}`;
export const entryDragId = (id: number | string) => `entry:${id}`;
