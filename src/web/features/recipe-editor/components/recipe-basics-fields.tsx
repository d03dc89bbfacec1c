import { useFormContext } from 'react-hook-form';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Input } from '#web/components/ui/input';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { FormField } from '#web/components/ui/form-field';

export function TitleFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  return (
    <>
      <FormField id="recipe-title" label="Title" error={errors.recipe?.title?.message}>
        {(control) => (
          <Input
            {...control}
            className="h-11 sm:h-10"
            placeholder="e.g. Grandma's Apple Pie"
            maxLength={RECIPE_LIMITS.titleMax}
            {...register('recipe.title')}
          />
        )}
      </FormField>
      <FormField id="recipe-subtitle" label="Subtitle" error={errors.recipe?.subtitle?.message}>
        {({ id, 'aria-invalid': ariaInvalid }) => (
          <Input
            id={id}
            className="h-11 sm:h-10"
            placeholder="A short description (optional)"
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
  return (
    <FormField id="recipe-servings" label="Servings" error={errors.recipe?.servings?.message}>
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
