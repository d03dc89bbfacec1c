import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MAX_PLANNED_SERVINGS } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { isApiError } from '#web/lib/api-client';
import { useCurrentFamily } from '#web/lib/current-family';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useRecipeDetail } from '#web/features/recipes/api/recipe-detail';
import { CookMode } from '#web/features/cook-mode/components/cook-mode';
import { NotFoundPage } from './not-found-page';

/** A positive whole number of servings from `?servings=`, or null for none or nonsense. */
function servingsParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const servings = Number(value);
  return servings >= 1 && servings <= MAX_PLANNED_SERVINGS ? servings : null;
}

/** A positive id from `?meal=`, or null. */
function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /recipe/{id}/cook?servings=8&meal=12 (product rule: cook-mode): cook mode for a recipe the user may
 * see, its amounts for the servings being cooked (Today's Plan passes the planned servings,
 * the recipe dialog its batches' servings); without them, the recipe's own. From a planned
 * meal, `meal` names it, so the last step offers "Mark as cooked". It joins the
 * recipes feature (the recipe) and the cook-mode feature, so it lives in app/ (decision 043).
 */
export function CookPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id) || !Number.isSafeInteger(Number(id)) || Number(id) < 1) {
    return <NotFoundPage />;
  }
  return <CookRecipe recipeId={Number(id)} />;
}

function CookRecipe({ recipeId }: { recipeId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { currentFamilyId } = useCurrentFamily();
  const query = useRecipeDetail(recipeId, currentFamilyId);
  useDocumentTitle(
    query.data
      ? intl.formatMessage({ id: 'cook.documentTitle' }, { title: query.data.title })
      : null,
  );

  // Back to where cook mode was opened from; a cook mode opened by its address goes home.
  const exit = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  if (query.isPending) {
    return (
      <Spinner
        className="mx-auto my-16 size-8"
        label={intl.formatMessage({ id: 'cook.loading' })}
      />
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto grid max-w-lg gap-3 rounded-xl border bg-card p-6">
        <h1 className="font-display text-xl font-semibold">
          {intl.formatMessage({
            id: isApiError(query.error, 404) ? 'recipes.dialog.notFound' : 'cook.loadFailed',
          })}
        </h1>
        <p className="text-muted-foreground">
          {isApiError(query.error, 404)
            ? intl.formatMessage({ id: 'recipes.dialog.notFoundDescription' })
            : errorMessage(intl, query.error, 'recipes.tryAgainHint')}
        </p>
        <Button asChild variant="outline" className="h-12 justify-self-start">
          <Link to="/">{intl.formatMessage({ id: 'cook.backToRecipes' })}</Link>
        </Button>
      </div>
    );
  }
  const recipe = query.data;
  const servings = servingsParam(search.get('servings')) ?? Math.max(1, recipe.servings);
  // From Today's Plan: the meal the last step may mark cooked (the server checks it is ours).
  const mealPlanId = idParam(search.get('meal'));
  return (
    <CookMode
      key={`${recipe.id}:${servings}`}
      recipe={recipe}
      servings={servings}
      plannedMeal={
        mealPlanId !== null && currentFamilyId !== null
          ? { familyId: currentFamilyId, mealPlanId }
          : null
      }
      onExit={exit}
    />
  );
}
