import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Textarea } from '#web/components/ui/input';
import type { SortableRowControls } from '../hooks/use-sortable-rows';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { errorAria, FieldError } from '#web/components/ui/form-field';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { SortableRow } from './sortable-rows';

export function DirectionRow(row: SortableRowControls) {
  const { id, index, onKeyDown, onPaste } = row;
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const intl = useIntl();
  const number = index + 1;
  const error = validationMessage(intl, errors.directions?.[index]?.text?.message);
  const errorId = `direction-${id}-error`;

  return (
    <SortableRow
      row={row}
      moveLabel={intl.formatMessage({ id: 'recipeEditor.directions.move' }, { number })}
      removeLabel={intl.formatMessage({ id: 'recipeEditor.directions.remove' }, { number })}
      className="flex items-start gap-2 rounded-lg"
      draggingClassName="relative z-10 bg-card shadow-lg"
    >
      {(handle) => (
        <>
          <div className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-2">
            <span
              className="order-first mt-2 flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground sm:order-last"
              aria-hidden="true"
            >
              {number}
            </span>
            {handle}
          </div>
          <div className="grid min-w-0 flex-1 gap-1">
            <Textarea
              aria-label={intl.formatMessage({ id: 'recipeEditor.directions.step' }, { number })}
              placeholder={intl.formatMessage({ id: 'recipeEditor.directions.placeholder' })}
              rows={2}
              maxLength={RECIPE_LIMITS.textMax}
              className="min-h-16 resize-none field-sizing-content"
              {...errorAria(errorId, error)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              {...register(`directions.${index}.text`)}
            />
            <FieldError id={errorId} message={error} />
          </div>
        </>
      )}
    </SortableRow>
  );
}
