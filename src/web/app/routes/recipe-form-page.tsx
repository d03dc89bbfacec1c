import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import {
  EditRecipeEditor,
  NewRecipeEditor,
  RecipeFormLoading,
} from '#web/features/recipe-editor/components/recipe-editors';
import { useRecipeToEdit } from '#web/features/recipe-editor/api/recipe-to-edit';
import { useCurrentFamily } from '#web/lib/current-family';
import { errorMessage } from '#web/lib/i18n/error-message';
import { usePermissions } from '#web/lib/permissions';
import { AccessDeniedPage } from './access-denied-page';
import { NotFoundPage } from './not-found-page';

/** The English texts of 'app.recipeForm.newDenied' and 'app.recipeForm.editDenied' (for tests). */
export const NEW_RECIPE_DENIED = 'Only cookbook editors can add recipes.';
export const EDIT_RECIPE_DENIED = "Only editors of this recipe's cookbook can edit it.";

/**
 * /recipe/new and /recipe/edit/{id}: editors only (product rule: page-access); others see Access
 * Denied.
 */
export function RecipeFormPage() {
  const { id } = useParams();
  if (id === undefined) return <NewRecipePage />;
  if (!/^\d+$/.test(id) || Number(id) < 1 || !Number.isSafeInteger(Number(id))) {
    return <NotFoundPage />;
  }
  return <EditRecipePage recipeId={Number(id)} />;
}

function NewRecipePage() {
  const { hasAnyEditorRole, isLoading } = usePermissions();
  if (isLoading) return <RecipeFormLoading />;
  if (!hasAnyEditorRole) return <AccessDeniedPage messageId="app.recipeForm.newDenied" />;
  return <NewRecipeEditor />;
}

function EditRecipePage({ recipeId }: { recipeId: number }) {
  const { currentFamilyId, isLoading: isFamilyLoading } = useCurrentFamily();
  const permissions = usePermissions();
  const recipeQuery = useRecipeToEdit(isFamilyLoading ? null : recipeId, currentFamilyId);
  if (isFamilyLoading || permissions.isLoading || recipeQuery.isPending) {
    return <RecipeFormLoading />;
  }
  if (recipeQuery.isError) return <RecipeLoadError error={recipeQuery.error} />;
  const recipe = recipeQuery.data;
  if (!permissions.canEditCookbook(recipe.cookbook.id)) {
    return <AccessDeniedPage messageId="app.recipeForm.editDenied" />;
  }
  return <EditRecipeEditor key={recipe.id} recipe={recipe} familyId={currentFamilyId} />;
}

function RecipeLoadError({ error }: { error: Error }) {
  const intl = useIntl();
  return (
    <div className="grid max-w-lg gap-4">
      <PageHeader className="mb-0" title={intl.formatMessage({ id: 'app.recipeForm.editTitle' })} />
      <Alert variant="destructive">
        <div className="grid gap-1">
          <AlertTitle>{intl.formatMessage({ id: 'app.recipeForm.loadFailed' })}</AlertTitle>
          <AlertDescription>{errorMessage(intl, error)}</AlertDescription>
        </div>
      </Alert>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/">{intl.formatMessage({ id: 'app.recipeForm.backToRecipes' })}</Link>
      </Button>
    </div>
  );
}
