import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Button } from '#web/components/ui/button';
import { SortableList } from '#web/components/ui/sortable-list';
import { isMultiLinePaste, parseDirectionLines } from '../lib/pasted-lines';
import { emptyDirection, type RecipeFormValues } from '../lib/recipe-form-values';
import { DirectionRow } from './direction-row';

/**
 * The numbered steps: add, remove (not the last one), reorder. Enter in the last step adds a
 * step (Shift+Enter breaks the line); pasting several lines makes a step of each. Steps are
 * numbered as shown and sent 1..n in that order.
 */
export function DirectionList() {
  const { control, getValues, setValue, setFocus } = useFormContext<RecipeFormValues>();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'directions' });
  const isFull = fields.length >= RECIPE_LIMITS.directionsMax;

  const addStep = () => {
    if (isFull) return;
    append(emptyDirection(fields.length + 1), { focusName: `directions.${fields.length}.text` });
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index === fields.length - 1) addStep();
    else setFocus(`directions.${index + 1}.text`);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiLinePaste(text)) return;
    event.preventDefault();
    const room = RECIPE_LIMITS.directionsMax - fields.length + 1;
    const steps = parseDirectionLines(text).slice(0, room);
    if (steps.length === 0) return;
    const isBlank = !getValues(`directions.${index}.text`).trim();
    const toInsert = isBlank ? steps.slice(1) : steps.slice(0, room - 1);
    if (isBlank) setValue(`directions.${index}.text`, steps[0]!, { shouldDirty: true });
    if (toInsert.length > 0) {
      insert(
        index + 1,
        toInsert.map((stepText, offset) => ({ text: stepText, stepNumber: index + 2 + offset })),
        { focusName: `directions.${index + toInsert.length}.text` },
      );
    }
  };

  return (
    <div className="grid gap-3">
      <SortableList
        ids={fields.map((field) => field.id)}
        onMove={move}
        itemName={(index) => `Step ${index + 1}`}
      >
        <ol className="grid gap-3" aria-label="Directions">
          {fields.map((field, index) => (
            <DirectionRow
              key={field.id}
              id={field.id}
              index={index}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
            />
          ))}
        </ol>
      </SortableList>
      <Button
        variant="outline"
        className="h-11 justify-self-start"
        onClick={addStep}
        disabled={isFull}
      >
        <Plus aria-hidden="true" />
        Add Step
      </Button>
    </div>
  );
}
