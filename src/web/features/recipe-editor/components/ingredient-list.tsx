import { useMemo } from 'react';
import type { Unit } from '#shared/recipes/categories.schemas';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { useUnits } from '../api/units';
import type { RowListKind } from '../hooks/use-sortable-rows';
import { parseIngredientLines } from '../lib/pasted-lines';
import { emptyIngredient } from '../lib/recipe-form-values';
import { IngredientRow } from './ingredient-row';
import { SortableRowList } from './sortable-rows';

const NO_UNITS: never[] = [];

/**
 * The ingredient rows: add, remove (not the last one), reorder by handle or keyboard. Enter
 * in the last row adds a row; pasting several lines makes a row of each, with quantity and
 * unit read from the line.
 */
function ingredientRows(units: readonly Unit[]): RowListKind<'ingredients'> {
  return {
    name: 'ingredients',
    max: RECIPE_LIMITS.ingredientsMax,
    firstField: 'quantity',
    emptyRow: emptyIngredient,
    isBlank: (row) => !row.text?.trim() && !row.quantity?.trim() && !row.unitId,
    pastedRows: (text) => parseIngredientLines(text, units),
    itemNameId: 'recipeEditor.ingredients.item',
    listLabelId: 'recipeEditor.ingredients.title',
    addLabelId: 'recipeEditor.ingredients.add',
  };
}

export function IngredientList() {
  const units = useUnits().data ?? NO_UNITS;
  const kind = useMemo(() => ingredientRows(units), [units]);
  return (
    <SortableRowList kind={kind} renderRow={(row) => <IngredientRow {...row} units={units} />} />
  );
}
