import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useCookbooks } from '#web/lib/cookbooks-query';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { useActiveCookbooks } from '../api/active-cookbooks';
import { useSaveActiveCookbooks } from '../api/save-active-cookbooks';
import { CookbookToggle } from './cookbook-toggle';

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>) {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * My Cookbooks (product rule: active-cookbooks): each card toggles a cookbook between active
 * and inactive; Save sends the full active set at once. Inactive cookbooks are left out of
 * browsing, search and favourites.
 */
export function MyCookbooksCard() {
  const cookbooks = useCookbooks();
  const active = useActiveCookbooks();
  const saved = useMemo(() => new Set(active.data ?? []), [active.data]);
  /** The user's unsaved choice; null while it equals what the server has. */
  const [draft, setDraft] = useState<ReadonlySet<number> | null>(null);
  const intl = useIntl();
  const save = useSaveActiveCookbooks({
    onSuccess: () => toast({ title: intl.formatMessage({ id: 'profile.cookbooks.updated' }) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.errorTitle' }),
        description: errorMessage(intl, error, 'profile.cookbooks.updateFailed'),
      }),
  });

  const chosen = draft ?? saved;
  const isDirty = draft !== null && !sameSet(draft, saved);

  const toggle = (cookbookId: number) => {
    setDraft((previous) => {
      const next = new Set(previous ?? saved);
      if (next.has(cookbookId)) next.delete(cookbookId);
      else next.add(cookbookId);
      return next;
    });
  };

  const submit = () => {
    if (!cookbooks.data || save.isPending) return;
    const cookbookIds = cookbooks.data.filter((c) => chosen.has(c.id)).map((c) => c.id);
    save.mutate({ cookbookIds }, { onSuccess: () => setDraft(null) });
  };

  const failed = cookbooks.error ?? active.error;
  const activeCount = cookbooks.data?.filter((c) => chosen.has(c.id)).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'profile.cookbooks.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'profile.cookbooks.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {failed ? (
          <Alert variant="destructive">
            <div>
              <AlertTitle>{intl.formatMessage({ id: 'profile.cookbooks.loadError' })}</AlertTitle>
              <AlertDescription>{errorMessage(intl, failed)}</AlertDescription>
            </div>
          </Alert>
        ) : !cookbooks.data || !active.data ? (
          <Spinner label={intl.formatMessage({ id: 'profile.cookbooks.loading' })} />
        ) : cookbooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'profile.cookbooks.none' })}
          </p>
        ) : (
          <ul
            aria-label={intl.formatMessage({ id: 'profile.cookbooks.list' })}
            className="grid gap-3 sm:grid-cols-2"
          >
            {cookbooks.data.map((cookbook) => (
              <li key={cookbook.id} className="min-w-0">
                <CookbookToggle
                  cookbook={cookbook}
                  isActive={chosen.has(cookbook.id)}
                  disabled={save.isPending}
                  onToggle={() => toggle(cookbook.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {cookbooks.data && active.data && cookbooks.data.length > 0 && (
        <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {activeCount === 0
              ? intl.formatMessage({ id: 'profile.cookbooks.noneActive' })
              : intl.formatMessage(
                  {
                    id: isDirty
                      ? 'profile.cookbooks.activeCountUnsaved'
                      : 'profile.cookbooks.activeCount',
                  },
                  { active: activeCount, total: cookbooks.data.length },
                )}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {isDirty && (
              <Button variant="outline" disabled={save.isPending} onClick={() => setDraft(null)}>
                {intl.formatMessage({ id: 'profile.cookbooks.undo' })}
              </Button>
            )}
            <Button disabled={!isDirty || save.isPending} onClick={submit}>
              {intl.formatMessage({
                id: save.isPending ? 'profile.cookbooks.saving' : 'profile.cookbooks.save',
              })}
            </Button>
          </div>
        </CardFooter>
      )}
    </Card>
  );
}
