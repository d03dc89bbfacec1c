import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import type { RowListKind } from '../hooks/use-sortable-rows';
import { parseDirectionLines } from '../lib/pasted-lines';
import { emptyDirection } from '../lib/recipe-form-values';
import { DirectionRow } from './direction-row';
import { SortableRowList } from './sortable-rows';

/**
 * The numbered steps: add, remove (not the last one), reorder. Enter in the last step adds a
 * step (Shift+Enter breaks the line); pasting several lines makes a step of each. Steps are
 * numbered as shown and sent 1..n in that order.
 */
const STEPS: RowListKind<'directions'> = {
  name: 'directions',
  max: RECIPE_LIMITS.directionsMax,
  firstField: 'text',
  emptyRow: (count) => emptyDirection(count + 1),
  isBlank: (step) => !step.text.trim(),
  pastedRows: (text, firstNumber) =>
    parseDirectionLines(text).map((line, offset) => ({
      text: line,
      stepNumber: firstNumber + offset,
    })),
  itemNameId: 'recipeEditor.directions.step',
  listLabelId: 'recipeEditor.directions.title',
  addLabelId: 'recipeEditor.directions.add',
};

export function DirectionList() {
  return <SortableRowList kind={STEPS} renderRow={(row) => <DirectionRow {...row} />} />;
}
