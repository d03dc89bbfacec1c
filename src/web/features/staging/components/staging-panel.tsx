import { useId } from 'react';
import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage } from '#web/lib/api-client';
import { cn } from '#web/lib/utils';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { useStagedRecipes } from '../api/staged-recipes';
import { useStagingActions } from '../hooks/use-staging-actions';
import { StagedRecipeCard } from './staged-recipe-card';

/**
 * The Recipe Staging panel (product rule: staging): the family's staged recipes, to drag onto the
 * calendar. `column` beside the calendar on wide screens, `strip` (scrolling sideways) above it.
 */
export function StagingPanel({
  familyId,
  layout,
  onAddRecipe,
}: {
  familyId: number;
  layout: 'column' | 'strip';
  onAddRecipe: () => void;
}) {
  const headingId = useId();
  const query = useStagedRecipes(familyId);
  const { remove, clear } = useStagingActions();
  const staged = query.data ?? [];

  let content;
  if (query.isPending) {
    content = <Spinner className="mx-auto my-6" label="Loading staged recipes" />;
  } else if (query.isError) {
    content = (
      <div role="alert" className="grid gap-2 py-3 text-sm">
        <p>Failed to load the staging area. {getErrorMessage(query.error)}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (staged.length === 0) {
    content = (
      <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <p>No recipes staged yet. Pick recipes on the recipes page, or add one here.</p>
        <Button asChild variant="link" size="sm" className="h-auto w-fit p-0">
          <Link to="/">Browse recipes</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <ul
        aria-label="Staged recipes"
        className={cn(
          layout === 'column'
            ? 'grid grid-cols-[minmax(0,1fr)] gap-2'
            : // relative: the cards' screen-reader-only texts are clipped by the strip too.
              'relative -mx-3 flex snap-x gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:thin]',
        )}
      >
        {staged.map((item) => (
          <li
            key={item.id}
            aria-label={describePlannedMeal(item).title}
            className={cn(layout === 'strip' && 'w-56 shrink-0 snap-start')}
          >
            <StagedRecipeCard staged={item} onRemove={(staged) => remove.mutate({ staged })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Recipe Staging
          {staged.length > 0 && (
            <span className="ml-1.5 text-sm font-normal text-muted-foreground">
              ({staged.length})
            </span>
          )}
        </h2>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={onAddRecipe}>
            <Plus aria-hidden="true" />
            Add
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" disabled={staged.length === 0}>
                <Trash2 aria-hidden="true" />
                Clear
              </Button>
            }
            title="Clear the staging area?"
            description="Every recipe in the staging area will be removed. Meals already on the calendar stay planned."
            confirmLabel="Clear Staging"
            onConfirm={() => clear.mutate({ familyId })}
          />
        </div>
      </div>
      {staged.length > 0 && (
        <p className="-mt-1 text-xs text-muted-foreground">
          Drag a recipe onto a meal, or pick it up with its Drag button and the keyboard.
        </p>
      )}
      {content}
    </section>
  );
}
