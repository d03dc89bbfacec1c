import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Button } from '#web/components/ui/button';
import { SortableList } from '#web/components/ui/sortable-list';
import { useUnits } from '../api/units';
import { isMultiLinePaste, parseIngredientLines } from '../lib/pasted-lines';
import { emptyIngredient, type RecipeFormValues } from '../lib/recipe-form-values';
import { IngredientRow } from './ingredient-row';

const NO_UNITS: never[] = [];

/**
 * The ingredient rows: add, remove (not the last one), reorder by handle or keyboard. Enter
 * in the last row adds a row; pasting several lines makes a row of each, with quantity and
 * unit read from the line.
 */
export function IngredientList() {
  const { control, getValues, setValue, setFocus } = useFormContext<RecipeFormValues>();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'ingredients' });
  const units = useUnits().data ?? NO_UNITS;
  const isFull = fields.length >= RECIPE_LIMITS.ingredientsMax;

  const addRow = () => {
    if (isFull) return;
    append(emptyIngredient(), { focusName: `ingredients.${fields.length}.quantity` });
  };

  const onEnter = (index: number, event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index === fields.length - 1) addRow();
    else setFocus(`ingredients.${index + 1}.quantity`);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiLinePaste(text)) return;
    event.preventDefault();
    const room = RECIPE_LIMITS.ingredientsMax - fields.length + 1;
    const rows = parseIngredientLines(text, units).slice(0, room);
    const [first, ...rest] = rows;
    if (!first) return;
    const current = getValues(`ingredients.${index}`);
    const isBlank = !current.text?.trim() && !current.quantity?.trim() && !current.unitId;
    if (isBlank) {
      setValue(`ingredients.${index}`, first, { shouldDirty: true });
      if (rest.length > 0) {
        insert(index + 1, rest, { focusName: `ingredients.${index + rest.length}.text` });
      }
    } else {
      insert(index + 1, rows.slice(0, room - 1), {
        focusName: `ingredients.${index + Math.min(rows.length, room - 1)}.text`,
      });
    }
  };

  return (
    <div className="grid gap-3">
      <SortableList
        ids={fields.map((field) => field.id)}
        onMove={move}
        itemName={(index) => `Ingredient ${index + 1}`}
      >
        <ol className="grid gap-3" aria-label="Ingredients">
          {fields.map((field, index) => (
            <IngredientRow
              key={field.id}
              id={field.id}
              index={index}
              units={units}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
              onKeyDown={(event) => onEnter(index, event)}
              onPaste={(event) => onPaste(index, event)}
            />
          ))}
        </ol>
      </SortableList>
      <Button
        variant="outline"
        className="h-11 justify-self-start"
        onClick={addRow}
        disabled={isFull}
      >
        <Plus aria-hidden="true" />
        Add Ingredient
      </Button>
    </div>
  );
}
