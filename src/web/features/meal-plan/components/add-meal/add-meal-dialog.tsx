import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Search } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useAccessibleRecipes } from '#web/features/meal-plan/api/accessible-recipes';
import { BatchStepper } from '#web/components/recipe/batch-stepper';
import { formatServings } from '#web/lib/recipe-display';
import {
  useAddMeal,
  type AddMealTarget,
  type StageMeal,
} from '#web/features/meal-plan/hooks/use-add-meal';
import { searchRecipes } from '#web/features/meal-plan/lib/add-meal-choice';
import { describeSlot } from '#web/features/meal-plan/lib/calendar-slots';
import { servingsForBatches } from '#web/features/meal-plan/lib/planned-batches';
import { RecipeChoiceList, type ChoiceKey } from './recipe-choice-list';
import { addMealFormSchema, toMealChoice, type AddMealFormSchema } from './add-meal-form-schema';

/** Enough to pick from; a longer list asks for a sharper search instead of 2,000 rows. */
const RESULT_LIMIT = 50;

/**
 * Add Recipe to meal plan (product rule: add-dialog): search the recipes the user can see, or add
 * the search text as a placeholder, for a calendar slot, a Today's Plan section or the staging
 * area. `onStage` puts a choice in the staging area (the staging feature's; needed for the
 * staging target). Both are writes: offline the search still works, but the add waits for a
 * connection (docs/decisions/048).
 */
export function AddMealDialog({
  target,
  onClose,
  onStage,
}: {
  target: AddMealTarget | null;
  onClose: () => void;
  onStage?: StageMeal;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {target && <AddMealForm target={target} onDone={onClose} onStage={onStage} />}
      </DialogContent>
    </Dialog>
  );
}

function AddMealForm({
  target,
  onDone,
  onStage,
}: {
  target: AddMealTarget;
  onDone: () => void;
  onStage: StageMeal | undefined;
}) {
  const intl = useIntl();
  const radioName = useId();
  const errorId = useId();
  const recipesQuery = useAccessibleRecipes();
  const addMeal = useAddMeal(onStage);
  const { offline, reasonProps } = useNeedsConnection();
  const recipes = recipesQuery.data;
  const schema = useMemo(() => addMealFormSchema(recipes), [recipes]);
  const form = useForm<z.input<AddMealFormSchema>, unknown, z.output<AddMealFormSchema>>({
    resolver: zodResolver(schema),
    // The message stays until the next submit, but a choice clears it.
    reValidateMode: 'onSubmit',
    defaultValues: { search: '', selected: null, batches: 1 },
  });
  const [search, selected, batches] = useWatch({
    control: form.control,
    name: ['search', 'selected', 'batches'],
  });
  const debouncedSearch = useDebouncedValue(search);
  const error = validationMessage(intl, form.formState.errors.selected?.message);

  const { shown, total } = useMemo(
    () => searchRecipes(recipes ?? [], debouncedSearch, RESULT_LIMIT),
    [recipes, debouncedSearch],
  );
  const choice = toMealChoice({ search, selected }, recipes);

  const select = (key: ChoiceKey) => {
    form.setValue('selected', key);
    form.clearErrors('selected');
  };
  const submit = form.handleSubmit(({ choice: checked, batches: count }) => {
    if (offline) return;
    if (addMeal(target, checked, count)) onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{intl.formatMessage({ id: 'mealPlan.add.title' })}</DialogTitle>
        <DialogDescription>
          {target.kind === 'slot'
            ? describeSlot(intl, target)
            : intl.formatMessage({ id: 'mealPlan.add.stagingDescription' })}
        </DialogDescription>
      </DialogHeader>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          {...form.register('search')}
          aria-label={intl.formatMessage({ id: 'mealPlan.add.search' })}
          placeholder={intl.formatMessage({ id: 'mealPlan.add.searchPlaceholder' })}
          className="pl-9"
        />
      </div>
      {recipesQuery.isPending ? (
        <Spinner
          className="mx-auto my-4"
          label={intl.formatMessage({ id: 'mealPlan.add.loading' })}
        />
      ) : recipesQuery.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {intl.formatMessage(
            { id: 'mealPlan.add.loadFailed' },
            { reason: errorMessage(intl, recipesQuery.error) },
          )}
        </p>
      ) : (
        <>
          <RecipeChoiceList
            name={radioName}
            searchText={search}
            recipes={shown}
            selected={selected}
            onSelect={select}
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {total === 0
              ? intl.formatMessage({ id: 'mealPlan.add.noResults' })
              : total > shown.length
                ? intl.formatMessage(
                    { id: 'mealPlan.add.showingSome' },
                    { shown: shown.length, total },
                  )
                : intl.formatMessage({ id: 'mealPlan.add.count' }, { count: total })}
          </p>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BatchStepper value={batches} onChange={(count) => form.setValue('batches', count)} />
        {choice && (
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{choice.title}</span>
            {target.kind === 'slot' && (
              <>
                {' \u00b7 '}
                {formatServings(intl, servingsForBatches(batches, choice.servings))}
              </>
            )}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {intl.formatMessage({ id: 'mealPlan.cancel' })}
        </Button>
        <Button
          type="submit"
          aria-describedby={error ? errorId : undefined}
          disabled={offline}
          {...reasonProps}
        >
          {intl.formatMessage({
            id: target.kind === 'slot' ? 'mealPlan.add.submitPlan' : 'mealPlan.add.submitStaging',
          })}
        </Button>
      </DialogFooter>
    </form>
  );
}
