import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '#web/components/layout/page-header';
import { useCurrentFamily } from '#web/lib/current-family';
import { CookableView } from '#web/features/pantry/components/cookable-view';
import { useRecipeDialogParam } from '#web/features/recipes/hooks/use-recipe-dialog-param';
import { RecipeDialog } from '../composition/recipe-dialog';

/** /pantry/cook (product rule: cook-from-pantry): what the family can cook from its pantry. */
export function CookFromPantryPage() {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const { recipeId, openRecipe, closeRecipe } = useRecipeDialogParam();
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/pantry"
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {intl.formatMessage({ id: 'pantry.title' })}
      </Link>
      <PageHeader
        title={intl.formatMessage({ id: 'pantry.cook.title' })}
        description={intl.formatMessage({ id: 'pantry.cook.description' })}
      />
      {currentFamilyId === null ? (
        <p role="status" className="rounded-xl border bg-card p-4 text-muted-foreground">
          {intl.formatMessage({ id: 'pantry.noFamily' })}
        </p>
      ) : (
        <CookableView familyId={currentFamilyId} onOpenRecipe={openRecipe} />
      )}
      <RecipeDialog recipeId={recipeId} onClose={closeRecipe} />
    </div>
  );
}
