import { useFormContext } from 'react-hook-form';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { FieldError } from './field-error';

export function TitleFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const titleError = errors.recipe?.title?.message;
  const subtitleError = errors.recipe?.subtitle?.message;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="recipe-title">Title</Label>
        <Input
          id="recipe-title"
          className="h-11 sm:h-10"
          placeholder="e.g. Grandma's Apple Pie"
          maxLength={RECIPE_LIMITS.titleMax}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'recipe-title-error' : undefined}
          {...register('recipe.title')}
        />
        <FieldError id="recipe-title-error" message={titleError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="recipe-subtitle">Subtitle</Label>
        <Input
          id="recipe-subtitle"
          className="h-11 sm:h-10"
          placeholder="A short description (optional)"
          maxLength={RECIPE_LIMITS.subtitleMax}
          aria-invalid={subtitleError ? true : undefined}
          {...register('recipe.subtitle')}
        />
        <FieldError id="recipe-subtitle-error" message={subtitleError} />
      </div>
    </>
  );
}

export function ServingsField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const error = errors.recipe?.servings?.message;
  return (
    <div className="grid gap-2">
      <Label htmlFor="recipe-servings">Servings</Label>
      <Input
        id="recipe-servings"
        className="h-11 sm:h-10"
        type="number"
        inputMode="numeric"
        min={1}
        max={RECIPE_LIMITS.servingsMax}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'recipe-servings-error' : undefined}
        {...register('recipe.servings', { valueAsNumber: true })}
      />
      <FieldError id="recipe-servings-error" message={error} />
    </div>
  );
}
