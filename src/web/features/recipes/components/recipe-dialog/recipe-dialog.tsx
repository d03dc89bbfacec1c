import { useState } from 'react';
import { Clock, Users } from 'lucide-react';
import type { RecipeDetail } from '../../../../../shared/recipes/recipes.schemas';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { getErrorMessage, isApiError } from '../../../../lib/api-client';
import { useCurrentFamily } from '../../../../lib/current-family';
import { useRecipeDetail } from '../../api/recipe-detail';
import { formatServings, formatTotalTime } from '../../lib/recipe-display';
import { BatchStepper, useBatchCount } from './batch-stepper';
import { RecipeDialogActions } from './recipe-dialog-actions';
import { RecipeDialogHeader } from './recipe-dialog-header';
import { RecipeDirections } from './recipe-directions';
import { RecipeIngredients } from './recipe-ingredients';
import { RecipeNotes } from './recipe-notes';

/**
 * The recipe detail dialog (spec §2), open while `recipeId` is set. It loads the recipe with
 * the current family's notes; a recipe the user may not see (404) shows 'Recipe Not Found'.
 */
export function RecipeDialog({
  recipeId,
  onClose,
}: {
  recipeId: number | null;
  onClose: () => void;
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
}: {
  recipeId: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { currentFamilyId } = useCurrentFamily();
  const query = useRecipeDetail(recipeId, currentFamilyId);

  let body;
  if (query.isPending) {
    body = (
      <div className="flex min-h-64 flex-col items-center justify-center gap-3">
        <DialogTitle className="sr-only">Loading recipe</DialogTitle>
        <DialogDescription className="sr-only">The recipe is loading.</DialogDescription>
        <Spinner className="size-8" label="Loading recipe" />
      </div>
    );
  } else if (query.isError) {
    const notFound = isApiError(query.error, 404);
    body = (
      <div className="grid min-h-48 content-center gap-2 py-6 text-center">
        <DialogTitle className="text-xl">
          {notFound ? 'Recipe Not Found' : 'Failed to fetch recipe'}
        </DialogTitle>
        <DialogDescription>
          {notFound
            ? 'Recipe details not found'
            : getErrorMessage(query.error, 'Please try again.')}
        </DialogDescription>
      </div>
    );
  } else {
    body = <LoadedRecipe recipe={query.data} onDeleted={onDeleted} />;
  }

  return (
    <div className="grid gap-6 p-5 pt-6 sm:p-7">
      {body}
      <Button variant="outline" className="w-full sm:hidden" onClick={onClose}>
        Close Recipe
      </Button>
    </div>
  );
}

function LoadedRecipe({ recipe, onDeleted }: { recipe: RecipeDetail; onDeleted: () => void }) {
  const [batches, setBatches] = useBatchCount(recipe.id);
  const totalTime = formatTotalTime(recipe);

  return (
    <>
      <RecipeDialogHeader recipe={recipe} />
      <RecipeDialogActions recipe={recipe} batches={batches} onDeleted={onDeleted} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-lg border bg-muted/40 px-4 py-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {totalTime && (
            <div className="flex items-center gap-1.5">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="sr-only">Total time</dt>
              <dd>{totalTime}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Servings</dt>
            <dd>{formatServings(recipe.servings * batches)}</dd>
          </div>
        </dl>
        <BatchStepper value={batches} onChange={setBatches} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <RecipeIngredients ingredients={recipe.ingredients} batches={batches} />
        <RecipeDirections directions={recipe.directions} />
      </div>
      <RecipeNotes recipeId={recipe.id} notes={recipe.notes} />
    </>
  );
}
