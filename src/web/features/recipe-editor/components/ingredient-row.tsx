import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Unit } from '#shared/recipes/categories.schemas';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Input, Textarea } from '#web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select';
import type { SortableRowControls } from '../hooks/use-sortable-rows';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { FieldError } from '#web/components/ui/form-field';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { NamedItems } from './named-items';
import { SortableRow } from './sortable-rows';

/** The unit select's value for 'No unit' (Radix items cannot have an empty value). */
const NO_UNIT = 'none';

export function IngredientRow({ units, ...row }: SortableRowControls & { units: readonly Unit[] }) {
  const { id, index, onKeyDown, onPaste } = row;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const intl = useIntl();
  const number = index + 1;
  const textError = validationMessage(intl, errors.ingredients?.[index]?.text?.message);
  const quantityError = validationMessage(intl, errors.ingredients?.[index]?.quantity?.message);
  const errorId = `ingredient-${id}-error`;

  return (
    <SortableRow
      row={row}
      moveLabel={intl.formatMessage({ id: 'recipeEditor.ingredients.move' }, { number })}
      removeLabel={intl.formatMessage({ id: 'recipeEditor.ingredients.remove' }, { number })}
      // A phone puts the text under its amount, full width; wider screens use one line.
      className="grid grid-cols-[auto_4.5rem_minmax(0,1fr)_auto] items-start gap-2 rounded-lg border bg-card p-2 sm:grid-cols-[auto_5.5rem_10rem_minmax(0,1fr)_auto] sm:border-0 sm:bg-transparent sm:p-0"
      draggingClassName="relative z-10 shadow-lg sm:bg-card"
      removeClassName="col-start-4 row-start-1 sm:col-start-5"
    >
      {(handle) => (
        <>
          {handle}
          <Input
            aria-label={intl.formatMessage({ id: 'recipeEditor.ingredients.quantity' }, { number })}
            placeholder={intl.formatMessage({ id: 'recipeEditor.ingredients.quantityPlaceholder' })}
            maxLength={RECIPE_LIMITS.quantityMax}
            className="h-11 sm:h-10"
            onKeyDown={onKeyDown}
            {...register(`ingredients.${index}.quantity`)}
          />
          <Controller
            control={control}
            name={`ingredients.${index}.unitId`}
            render={({ field }) => (
              <Select
                value={field.value ? String(field.value) : NO_UNIT}
                onValueChange={(value) => field.onChange(value === NO_UNIT ? null : Number(value))}
              >
                <SelectTrigger
                  ref={field.ref}
                  className="h-11 sm:h-10"
                  aria-label={intl.formatMessage(
                    { id: 'recipeEditor.ingredients.unit' },
                    { number },
                  )}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_UNIT}>
                    {intl.formatMessage({ id: 'recipeEditor.ingredients.noUnit' })}
                  </SelectItem>
                  <NamedItems items={units} />
                </SelectContent>
              </Select>
            )}
          />
          <div className="col-span-4 row-start-2 grid gap-1 sm:col-span-1 sm:col-start-4 sm:row-start-1">
            <Textarea
              aria-label={intl.formatMessage({ id: 'recipeEditor.ingredients.item' }, { number })}
              placeholder={intl.formatMessage({ id: 'recipeEditor.ingredients.textPlaceholder' })}
              rows={1}
              maxLength={RECIPE_LIMITS.textMax}
              className="min-h-11 resize-none field-sizing-content sm:min-h-10"
              // The row's one message may be the quantity's; only the text's own error marks it invalid.
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError || quantityError ? errorId : undefined}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              {...register(`ingredients.${index}.text`)}
            />
            <FieldError id={errorId} message={textError ?? quantityError} />
          </div>
        </>
      )}
    </SortableRow>
  );
}
