import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { Badge } from '#web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useCookbooks } from '#web/lib/cookbooks-query';
import { cn } from '#web/lib/utils';
import { useFamilyCookbooks } from '#web/features/admin-people/api/family-cookbooks';
import { useSetDefaultCookbook } from '#web/features/admin-people/api/set-default-cookbook';
import { LoadError, Loading } from '../common/list-states';

/**
 * Change the default cookbook (product rule: admin-families): the family's linked cookbooks;
 * clicking one that is not the default makes it the default.
 */
export function DefaultCookbookDialog({
  family,
  onClose,
}: {
  family: AdminFamily | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog open={family !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage({ id: 'adminPeople.families.defaultCookbook' })}
          </DialogTitle>
          <DialogDescription>
            {family
              ? intl.formatMessage(
                  { id: 'adminPeople.families.defaultDescription' },
                  { family: family.name },
                )
              : ''}
          </DialogDescription>
        </DialogHeader>
        {family && <LinkedCookbooks family={family} />}
      </DialogContent>
    </Dialog>
  );
}

function LinkedCookbooks({ family }: { family: AdminFamily }) {
  const intl = useIntl();
  const cookbooks = useCookbooks();
  const links = useFamilyCookbooks();
  const setDefault = useSetDefaultCookbook();

  if (cookbooks.isPending || links.isPending) {
    return <Loading label={intl.formatMessage({ id: 'adminPeople.common.loadingCookbooks' })} />;
  }
  if (cookbooks.isError || links.isError) {
    return (
      <LoadError title={intl.formatMessage({ id: 'adminPeople.common.errorLoadingCookbooks' })} />
    );
  }

  const names = new Map(cookbooks.data.map((c) => [c.id, c.name]));
  const linked = links.data.filter((l) => l.familyId === family.id);
  if (linked.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'adminPeople.families.noCookbooks' })}
      </p>
    );
  }
  return (
    <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
      {linked.map((l) => {
        const name =
          names.get(l.cookbookId) ??
          intl.formatMessage({ id: 'adminPeople.common.cookbookNumbered' }, { id: l.cookbookId });
        return (
          <li key={l.cookbookId}>
            <button
              type="button"
              // aria-disabled, not disabled: the button just made the default keeps the focus.
              aria-disabled={l.isDefault || setDefault.isPending ? true : undefined}
              aria-label={intl.formatMessage(
                {
                  id: l.isDefault
                    ? 'adminPeople.families.isDefaultLabel'
                    : 'adminPeople.families.makeDefaultLabel',
                },
                { name },
              )}
              onClick={() => {
                if (l.isDefault || setDefault.isPending) return;
                setDefault.mutate({ familyId: family.id, cookbookId: l.cookbookId });
              }}
              className={cn(
                'flex w-full items-center justify-between gap-3 rounded-lg border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                l.isDefault
                  ? 'border-primary bg-primary/5'
                  : 'hover:bg-secondary aria-disabled:cursor-progress aria-disabled:opacity-60',
              )}
            >
              <span className="min-w-0 font-medium break-words">{name}</span>
              {l.isDefault ? (
                <Badge variant="default">
                  <Check className="size-3" aria-hidden="true" />
                  {intl.formatMessage({ id: 'adminPeople.common.default' })}
                </Badge>
              ) : (
                <span className="shrink-0 text-sm text-muted-foreground">
                  {intl.formatMessage({ id: 'adminPeople.families.makeDefault' })}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
