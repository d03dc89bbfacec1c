import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CookableRecipe } from '#shared/pantry/cookable-recipes.schemas';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import {
  useAddMissingToList,
  useCookableRecipes,
  type CookableFilters,
} from '../api/cookable-recipes';
import { CookableRecipeCard } from './cookable-recipe-card';
import { CookableFilterBar } from './cookable-filters';

const Notice = ({ children }: { children: React.ReactNode }) => (
  <div role="status" className="grid justify-items-start gap-3 rounded-xl border bg-card p-4">
    {children}
  </div>
);

/**
 * "What can we cook?" (product rule: cook-from-pantry): the family's recipes, best covered by
 * the pantry first, with a category filter and a favourites switch. `onOpenRecipe` opens the
 * recipe dialog (the page composes it; features do not import each other).
 */
export function CookableView({
  familyId,
  onOpenRecipe,
}: {
  familyId: number;
  onOpenRecipe: (recipeId: number) => void;
}) {
  const intl = useIntl();
  const [filters, setFilters] = useState<CookableFilters>({
    category: null,
    favoritesOnly: false,
  });
  const cookable = useCookableRecipes(familyId, filters);
  const addMissing = useAddMissingToList(familyId, {
    onSuccess: (_, { lines }) =>
      toast({ title: intl.formatMessage({ id: 'pantry.cook.added' }, { count: lines.length }) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'pantry.cook.addFailed' }),
        description: errorMessage(intl, error),
      }),
  });
  const add = (recipe: CookableRecipe) =>
    addMissing.mutate({ recipeId: recipe.id, lines: recipe.missing });

  if (cookable.isPending) {
    return (
      <Spinner
        className="mx-auto my-12 size-8"
        label={intl.formatMessage({ id: 'pantry.cook.loading' })}
      />
    );
  }
  if (cookable.isError) {
    return (
      <p role="alert" className="rounded-xl border bg-card p-4">
        {intl.formatMessage(
          { id: 'pantry.cook.loadFailed' },
          { error: errorMessage(intl, cookable.error) },
        )}
      </p>
    );
  }
  const { recipes, ranked, categories, stocked } = cookable.data;
  if (stocked === 0) {
    return (
      <Notice>
        <p>{intl.formatMessage({ id: 'pantry.cook.emptyPantry' })}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/pantry">{intl.formatMessage({ id: 'pantry.cook.toPantry' })}</Link>
        </Button>
      </Notice>
    );
  }
  const filtered = filters.category !== null || filters.favoritesOnly;
  return (
    <div className="grid gap-5">
      <CookableFilterBar categories={categories} filters={filters} onChange={setFilters} />
      {recipes.length === 0 ? (
        <Notice>
          <p className="font-medium">
            {intl.formatMessage({ id: filtered ? 'pantry.cook.noMatch' : 'pantry.cook.none' })}
          </p>
          {filtered && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setFilters({ category: null, favoritesOnly: false })}
            >
              {intl.formatMessage({ id: 'pantry.cook.clearFilters' })}
            </Button>
          )}
        </Notice>
      ) : (
        <>
          {ranked > recipes.length && (
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage({ id: 'pantry.cook.capped' }, { shown: recipes.length, ranked })}
            </p>
          )}
          <ul
            aria-label={intl.formatMessage({ id: 'pantry.cook.listLabel' })}
            className="grid gap-3 lg:grid-cols-2"
          >
            {recipes.map((recipe) => (
              <CookableRecipeCard
                key={recipe.id}
                recipe={recipe}
                onOpen={onOpenRecipe}
                onAddMissing={add}
                isAdding={addMissing.isPending && addMissing.variables.recipeId === recipe.id}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
