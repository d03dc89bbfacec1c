import { useIntl } from 'react-intl';
import { ListPlus } from 'lucide-react';
import type { CookableRecipe } from '#shared/pantry/cookable-recipes.schemas';
import { RecipeImage } from '#web/components/recipe/recipe-image';
import { Button } from '#web/components/ui/button';

/**
 * One recipe of "What can we cook?" (product rule: cook-from-pantry): its picture and title
 * (both open it), how much is at home, and what is missing with a button that puts it on this
 * week's list, or that everything is there.
 */
export function CookableRecipeCard({
  recipe,
  onOpen,
  onAddMissing,
  isAdding,
}: {
  recipe: CookableRecipe;
  onOpen: (recipeId: number) => void;
  onAddMissing: (recipe: CookableRecipe) => void;
  isAdding: boolean;
}) {
  const intl = useIntl();
  const complete = recipe.missing.length === 0;
  const share = Math.round((recipe.covered / recipe.total) * 100);
  return (
    <li
      data-testid="cookable-recipe"
      className="flex gap-3 rounded-xl border bg-card p-3 shadow-xs"
    >
      {/* The title is the button that opens it; the picture is the same target for a mouse. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => onOpen(recipe.id)}
        className="shrink-0 self-start"
      >
        <RecipeImage
          imageUrl={recipe.imageUrl}
          alt=""
          sizes="96px"
          className="size-20 rounded-lg object-cover sm:size-24"
        />
      </button>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 className="font-display leading-snug font-semibold">
          <button
            type="button"
            onClick={() => onOpen(recipe.id)}
            className="text-left hover:underline focus-visible:underline"
          >
            {recipe.title}
          </button>
        </h3>
        <p className="text-xs text-muted-foreground">{recipe.category.name}</p>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="presentation"
          aria-hidden="true"
        >
          <div
            className={complete ? 'h-full bg-primary' : 'h-full bg-primary/60'}
            style={{ width: `${share}%` }}
          />
        </div>
        <p className="text-sm">
          {intl.formatMessage(
            { id: 'pantry.cook.coverage' },
            { covered: recipe.covered, total: recipe.total },
          )}
        </p>
        {complete ? (
          <p className="text-sm font-medium text-primary">
            {intl.formatMessage({ id: 'pantry.cook.complete' })}
          </p>
        ) : (
          <>
            <p className="text-sm break-words text-muted-foreground">
              {intl.formatMessage(
                { id: 'pantry.cook.missing' },
                {
                  count: recipe.missing.length,
                  names: intl.formatList(recipe.missing, { type: 'unit' }),
                },
              )}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-1 justify-self-start"
              disabled={isAdding}
              onClick={() => onAddMissing(recipe)}
              aria-label={intl.formatMessage(
                { id: 'pantry.cook.addMissingFor' },
                { title: recipe.title },
              )}
            >
              <ListPlus aria-hidden="true" />
              {intl.formatMessage({ id: 'pantry.cook.addMissing' })}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
