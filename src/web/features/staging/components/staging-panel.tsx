import { useId } from 'react';
import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { useStagedRecipes } from '../api/staged-recipes';
import { useStagingActions } from '../hooks/use-staging-actions';
import { StagedRecipeCard } from './staged-recipe-card';

/**
 * The Recipe Staging panel (product rule: staging): the family's staged recipes, to drag onto the
 * calendar. `column` beside the calendar on wide screens, `strip` (scrolling sideways) above it.
 * Add and Clear are writes, so offline they wait for a connection (docs/decisions/048).
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
  const intl = useIntl();
  const headingId = useId();
  const query = useStagedRecipes(familyId);
  const { remove, clear } = useStagingActions();
  const { offline, reasonProps } = useNeedsConnection();
  const staged = query.data ?? [];

  let content;
  if (query.isPending) {
    content = (
      <Spinner
        className="mx-auto my-6"
        label={intl.formatMessage({ id: 'staging.panel.loading' })}
      />
    );
  } else if (query.isError) {
    content = (
      <div role="alert" className="grid gap-2 py-3 text-sm">
        <p>
          {intl.formatMessage(
            { id: 'staging.panel.loadFailed' },
            { reason: errorMessage(intl, query.error) },
          )}
        </p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
          {intl.formatMessage({ id: 'staging.panel.tryAgain' })}
        </Button>
      </div>
    );
  } else if (staged.length === 0) {
    content = (
      <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <p>{intl.formatMessage({ id: 'staging.panel.empty' })}</p>
        <Button asChild variant="link" size="sm" className="h-auto w-fit p-0">
          <Link to="/">{intl.formatMessage({ id: 'staging.panel.browse' })}</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <ul
        aria-label={intl.formatMessage({ id: 'staging.panel.listLabel' })}
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
            aria-label={describePlannedMeal(intl, item).title}
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
          {intl.formatMessage({ id: 'staging.panel.title' })}
          {staged.length > 0 && (
            <span className="ml-1.5 text-sm font-normal text-muted-foreground">
              {intl.formatMessage({ id: 'staging.panel.count' }, { count: staged.length })}
            </span>
          )}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={offline}
            {...reasonProps}
            onClick={onAddRecipe}
          >
            <Plus aria-hidden="true" />
            {intl.formatMessage({ id: 'staging.panel.add' })}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={staged.length === 0 || offline}
                {...reasonProps}
              >
                <Trash2 aria-hidden="true" />
                {intl.formatMessage({ id: 'staging.panel.clear' })}
              </Button>
            }
            title={intl.formatMessage({ id: 'staging.clear.title' })}
            description={intl.formatMessage({ id: 'staging.clear.description' })}
            confirmLabel={intl.formatMessage({ id: 'staging.clear.confirm' })}
            // The prompt may have opened before the network went.
            isConfirmDisabled={offline}
            confirmReasonProps={reasonProps}
            onConfirm={() => clear.mutate({ familyId })}
          />
        </div>
      </div>
      {staged.length > 0 && (
        <p className="-mt-1 text-xs text-muted-foreground">
          {intl.formatMessage({ id: 'staging.panel.dragHint' })}
        </p>
      )}
      {content}
    </section>
  );
}
