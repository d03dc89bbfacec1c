import { useState, type ComponentType, type ReactNode } from 'react';
import { ChefHat, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import type { Note } from '#shared/notes/notes.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { isApiError } from '#web/lib/api-client';
import { useCurrentFamily } from '#web/lib/current-family';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { useRecipeDetail } from '#web/features/recipes/api/recipe-detail';
import { formatServings, formatTotalTime } from '#web/lib/recipe-display';
import { recipeCookPath } from '#web/lib/recipe-links';
import { BatchStepper, useBatchCount } from '#web/components/recipe/batch-stepper';
import { RecipeDialogActions } from './recipe-dialog-actions';
import { RecipeDialogHeader } from './recipe-dialog-header';
import { RecipeDirections } from './recipe-directions';
import { RecipeIngredients } from './recipe-ingredients';

/**
 * The dialog's parts that other features own (docs/decisions/012): app/ passes them in, so the
 * recipes feature shows them without importing favourites, staging or notes.
 */
export interface RecipeDialogParts {
  /** Add Favorite / Remove Favorite. */
  FavoriteButton: ComponentType<{ recipe: RecipeDetail }>;
  /** Add to Meal Plan with the stepper's batches (not on Today's Plan). */
  AddToMealPlanButton: ComponentType<{ recipe: RecipeDetail; batches: number }>;
  /** Family Notes: the current family's notes on the recipe and a box to add one. */
  Notes: ComponentType<{ recipeId: number; notes: readonly Note[] }>;
}

/**
 * How the dialog differs when it shows a planned meal (product rule: planned-meal-dialog). app/
 * fills it in from the meal plan feature (app/composition/planned-meal-dialog.tsx); this dialog
 * only knows where to put things.
 */
export interface RecipeDialogPlan {
  /**
   * 'calendar' (the meal planning screen): Edit Recipe also for family admins.
   * 'today' (Today's Plan): no add to meal plan, hide or delete.
   */
  screen: 'calendar' | 'today';
  /** Batches the stepper starts from (the planned servings in whole batches). */
  initialBatches: (recipe: RecipeDetail) => number;
  /** Called when the stepper changes (Today's Plan re-plans the servings). */
  onBatchesChange?: (batches: number, recipe: RecipeDetail) => void;
  /** Extra buttons in the action row (Remove from schedule). */
  actions?: ReactNode;
  /** A panel under the actions (the planned slot and its servings). */
  panel?: ReactNode;
}

/**
 * The recipe detail dialog (product rule: recipe-dialog), open while `recipeId` is set. It loads
 * the recipe with the current family's notes; a recipe the user may not see (404) shows 'Recipe Not
 * Found'. With `plan` it is the meal dialog of the calendar or of Today's Plan. `parts` are the
 * pieces other features own (app/composition/recipe-dialog.tsx fills them in).
 */
export function RecipeDialog({
  recipeId,
  onClose,
  plan,
  parts,
}: {
  recipeId: number | null;
  onClose: () => void;
  plan?: RecipeDialogPlan;
  parts: RecipeDialogParts;
}) {
  // A deleted recipe's dialog closes at once, before the URL catches up.
  const [deletedId, setDeletedId] = useState<number | null>(null);
  const openId = recipeId !== null && recipeId !== deletedId ? recipeId : null;

  return (
    <Dialog open={openId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl gap-0 p-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:rounded-none max-sm:border-0">
        {openId !== null && (
          <RecipeDialogContent
            key={openId}
            recipeId={openId}
            onClose={onClose}
            plan={plan}
            parts={parts}
            onDeleted={() => {
              setDeletedId(openId);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecipeDialogContent({
  recipeId,
  onClose,
  onDeleted,
  plan,
  parts,
}: {
  recipeId: number;
  onClose: () => void;
  onDeleted: () => void;
  plan: RecipeDialogPlan | undefined;
  parts: RecipeDialogParts;
}) {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const query = useRecipeDetail(recipeId, currentFamilyId);

  let body;
  if (query.isPending) {
    body = (
      <div className="flex min-h-64 flex-col items-center justify-center gap-3">
        <DialogTitle className="sr-only">
          {intl.formatMessage({ id: 'recipes.dialog.loading' })}
        </DialogTitle>
        <DialogDescription className="sr-only">
          {intl.formatMessage({ id: 'recipes.dialog.loadingDescription' })}
        </DialogDescription>
        <Spinner className="size-8" label={intl.formatMessage({ id: 'recipes.dialog.loading' })} />
      </div>
    );
  } else if (query.isError) {
    const notFound = isApiError(query.error, 404);
    body = (
      <div className="grid min-h-48 content-center gap-2 py-6 text-center">
        <DialogTitle className="text-xl">
          {intl.formatMessage({
            id: notFound ? 'recipes.dialog.notFound' : 'recipes.dialog.loadFailed',
          })}
        </DialogTitle>
        <DialogDescription>
          {notFound
            ? intl.formatMessage({ id: 'recipes.dialog.notFoundDescription' })
            : errorMessage(intl, query.error, 'recipes.tryAgainHint')}
        </DialogDescription>
      </div>
    );
  } else {
    body = <LoadedRecipe recipe={query.data} onDeleted={onDeleted} plan={plan} parts={parts} />;
  }

  return (
    <div className="grid gap-6 p-5 pt-6 sm:p-7">
      {body}
      <Button variant="outline" className="w-full sm:hidden" onClick={onClose}>
        {intl.formatMessage({ id: 'recipes.dialog.close' })}
      </Button>
    </div>
  );
}

function LoadedRecipe({
  recipe,
  onDeleted,
  plan,
  parts,
}: {
  recipe: RecipeDetail;
  onDeleted: () => void;
  plan: RecipeDialogPlan | undefined;
  parts: RecipeDialogParts;
}) {
  const [batches, setBatchCount] = useBatchCount(recipe.id, plan?.initialBatches(recipe));
  const setBatches = (next: number) => {
    setBatchCount(next);
    plan?.onBatchesChange?.(next, recipe);
  };
  // Where the stepper re-plans the meal (Today's Plan), each click is a write: offline it waits
  // for a connection (docs/decisions/048). Elsewhere it only scales the amounts shown.
  const { offline, reasonProps } = useNeedsConnection();
  const batchesNeedConnection = plan?.onBatchesChange !== undefined;
  const intl = useIntl();
  const totalTime = formatTotalTime(intl, recipe);

  return (
    <>
      <RecipeDialogHeader recipe={recipe} />
      <RecipeDialogActions
        recipe={recipe}
        batches={batches}
        onDeleted={onDeleted}
        screen={plan?.screen}
        extraActions={plan?.actions}
        parts={parts}
      />
      {plan?.panel}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-lg border bg-muted/40 px-4 py-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {totalTime && (
            <div className="flex items-center gap-1.5">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="sr-only">{intl.formatMessage({ id: 'recipes.dialog.totalTime' })}</dt>
              <dd>{totalTime}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{intl.formatMessage({ id: 'recipes.dialog.servings' })}</dt>
            <dd>{formatServings(intl, recipe.servings * batches)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <BatchStepper
            value={batches}
            onChange={setBatches}
            disabled={batchesNeedConnection && offline}
            reasonProps={batchesNeedConnection ? reasonProps : undefined}
          />
          <Button asChild size="sm" className="h-9">
            <Link to={recipeCookPath(recipe.id, recipe.servings * batches)}>
              <ChefHat aria-hidden="true" />
              {intl.formatMessage({ id: 'recipes.dialog.cook' })}
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <RecipeIngredients ingredients={recipe.ingredients} batches={batches} />
        <RecipeDirections directions={recipe.directions} />
      </div>
      <parts.Notes recipeId={recipe.id} notes={recipe.notes} />
    </>
  );
}
