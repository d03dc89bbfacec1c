import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Input } from '#web/components/ui/input';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { FormField } from '#web/components/ui/form-field';
import { validationMessage } from '#web/lib/i18n/validation-message';

export function TitleFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const intl = useIntl();
  return (
    <>
      <FormField
        id="recipe-title"
        label={intl.formatMessage({ id: 'recipeEditor.fields.title' })}
        error={validationMessage(intl, errors.recipe?.title?.message)}
      >
        {(control) => (
          <Input
            {...control}
            className="h-11 sm:h-10"
            placeholder={intl.formatMessage({ id: 'recipeEditor.fields.titlePlaceholder' })}
            maxLength={RECIPE_LIMITS.titleMax}
            {...register('recipe.title')}
          />
        )}
      </FormField>
      <FormField
        id="recipe-subtitle"
        label={intl.formatMessage({ id: 'recipeEditor.fields.subtitle' })}
        error={validationMessage(intl, errors.recipe?.subtitle?.message)}
      >
        {({ id, 'aria-invalid': ariaInvalid }) => (
          <Input
            id={id}
            className="h-11 sm:h-10"
            placeholder={intl.formatMessage({ id: 'recipeEditor.fields.subtitlePlaceholder' })}
            maxLength={RECIPE_LIMITS.subtitleMax}
            aria-invalid={ariaInvalid}
            {...register('recipe.subtitle')}
          />
        )}
      </FormField>
    </>
  );
}

export function ServingsField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const intl = useIntl();
  return (
    <FormField
      id="recipe-servings"
      label={intl.formatMessage({ id: 'recipeEditor.fields.servings' })}
      error={validationMessage(intl, errors.recipe?.servings?.message)}
    >
      {(control) => (
        <Input
          {...control}
          className="h-11 sm:h-10"
          type="number"
          inputMode="numeric"
          min={1}
          max={RECIPE_LIMITS.servingsMax}
          step={1}
          {...register('recipe.servings', { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}
