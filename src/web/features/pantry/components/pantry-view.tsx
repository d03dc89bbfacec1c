import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChefHat, Search } from 'lucide-react';
import { Link } from 'react-router';
import { pantryWithQueued } from '#shared/pantry/pantry-replay';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useCategoryName } from '#web/lib/grocery-category-name';
import { useCurrentUser } from '#web/lib/auth';
import { errorMessage } from '#web/lib/i18n/error-message';
import { pantryQueue } from '#web/lib/offline/pantry-queue';
import { useQueued } from '#web/lib/offline/use-queued';
import { toast } from '#web/lib/use-toast';
import { useAdjustPantryItem, useRemovePantryItem, useUpdatePantryItem } from '../api/pantry';
import { groupByAisle } from '../lib/pantry-groups';
import { AddPantryLine } from './add-pantry-line';
import { EditPantryItemDialog } from './edit-pantry-item-dialog';
import { PantryItemRow, type PantryItemActions } from './pantry-item-row';
import { PendingPantryLines } from './pending-pantry-lines';

/**
 * The family's pantry (product rule: pantry-page): a box to add a line, a search, what is at
 * home by aisle, and the staples ("always have") apart at the end. Changes still waiting in the
 * device's queue (made offline) are shown as made, lines to add apart (docs/decisions/048).
 */
export function PantryView({
  familyId,
  items: read,
}: {
  familyId: number;
  items: readonly PantryItem[];
}) {
  const intl = useIntl();
  const queued = useQueued(pantryQueue, useCurrentUser().id);
  const { items, pendingLines } = useMemo(
    () =>
      pantryWithQueued(
        read,
        queued.filter((change) => change.familyId === familyId),
      ),
    [read, queued, familyId],
  );
  const categoryName = useCategoryName();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<PantryItem | null>(null);
  const today = useMemo(() => new Date(), []);
  const failed = (error: Error) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'pantry.item.failed' }),
      description: errorMessage(intl, error),
    });
  const adjust = useAdjustPantryItem(familyId, { onError: failed });
  const update = useUpdatePantryItem(familyId, { onError: failed });
  const remove = useRemovePantryItem(familyId, {
    onSuccess: (_, item) =>
      toast({ title: intl.formatMessage({ id: 'pantry.item.removed' }, { name: item.name }) }),
    onError: failed,
  });

  const actions: PantryItemActions = {
    onAdjust: (item, delta) => adjust.mutate({ id: item.id, delta }),
    onEdit: setEditing,
    onToggleStaple: (item) =>
      update.mutate({ id: item.id, changes: { isStaple: !item.isStaple, version: item.version } }),
    onRemove: (item) => remove.mutate(item),
  };

  const stocked = groupByAisle(
    items.filter((item) => !item.isStaple),
    query,
  );
  const staples = groupByAisle(
    items.filter((item) => item.isStaple),
    query,
  ).flatMap((group) => group.items);
  const nothingFound = query.trim() !== '' && stocked.length === 0 && staples.length === 0;

  return (
    <div className="grid gap-5">
      <AddPantryLine familyId={familyId} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/pantry/cook">
          <ChefHat aria-hidden="true" />
          {intl.formatMessage({ id: 'pantry.cook.link' })}
        </Link>
      </Button>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={intl.formatMessage({ id: 'pantry.search.label' })}
          placeholder={intl.formatMessage({ id: 'pantry.search.placeholder' })}
          className="h-11 pl-9"
        />
      </div>
      <PendingPantryLines lines={pendingLines} />
      {items.every((item) => item.isStaple) && query.trim() === '' && pendingLines.length === 0 && (
        <p className="rounded-xl border bg-card p-4 text-muted-foreground">
          {intl.formatMessage({ id: 'pantry.empty' })}
        </p>
      )}
      {nothingFound && (
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage({ id: 'pantry.search.none' }, { query: query.trim() })}
        </p>
      )}
      {stocked.map((group) => (
        <section
          key={group.category}
          aria-label={categoryName(group.category)}
          className="grid gap-2"
        >
          <h2 className="font-display text-lg font-semibold">{categoryName(group.category)}</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.items.map((item) => (
              <PantryItemRow key={item.id} item={item} today={today} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
      {staples.length > 0 && (
        <section
          aria-label={intl.formatMessage({ id: 'pantry.staples.title' })}
          className="grid gap-2"
        >
          <h2 className="font-display text-lg font-semibold">
            {intl.formatMessage({ id: 'pantry.staples.title' })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'pantry.staples.description' })}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {staples.map((item) => (
              <PantryItemRow key={item.id} item={item} today={today} actions={actions} />
            ))}
          </ul>
        </section>
      )}
      <EditPantryItemDialog
        item={editing}
        isSaving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(item, changes) =>
          update.mutate(
            { id: item.id, changes: { ...changes, version: changes.version ?? item.version } },
            {
              onSuccess: () => {
                setEditing(null);
                toast({
                  title: intl.formatMessage(
                    { id: 'pantry.edit.saved' },
                    { name: changes.name ?? item.name },
                  ),
                });
              },
            },
          )
        }
      />
    </div>
  );
}
