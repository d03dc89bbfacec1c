import { useMemo } from 'react';
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
import { Switch } from '#web/components/ui/switch';
import { useCookbooks } from '#web/lib/cookbooks-query';
import { useFamilyCookbooks } from '#web/features/admin-people/api/family-cookbooks';
import { useLinkCookbook } from '#web/features/admin-people/api/link-cookbook';
import { useUnlinkCookbook } from '#web/features/admin-people/api/unlink-cookbook';
import { pendingProps } from '#web/components/ui/pending-props';
import { LoadError, Loading } from '../common/list-states';

/**
 * Manage cookbook access (product rule: admin-families): a switch per cookbook gives the family
 * access or takes it away. Public cookbooks are open to every family, so their switch is
 * disabled; so is the default cookbook's (choose another default first).
 */
export function CookbookAccessDialog({
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
            {intl.formatMessage({ id: 'adminPeople.families.accessTitle' })}
          </DialogTitle>
          <DialogDescription>
            {family
              ? intl.formatMessage(
                  { id: 'adminPeople.families.accessDescription' },
                  { family: family.name },
                )
              : ''}
          </DialogDescription>
        </DialogHeader>
        {family && <CookbookSwitches family={family} />}
      </DialogContent>
    </Dialog>
  );
}

function CookbookSwitches({ family }: { family: AdminFamily }) {
  const intl = useIntl();
  const cookbooks = useCookbooks();
  const links = useFamilyCookbooks();
  const link = useLinkCookbook();
  const unlink = useUnlinkCookbook();
  const linked = useMemo(
    () =>
      new Map(
        (links.data ?? []).filter((l) => l.familyId === family.id).map((l) => [l.cookbookId, l]),
      ),
    [links.data, family.id],
  );
  const busyId = link.isPending
    ? link.variables?.cookbookId
    : unlink.isPending
      ? unlink.variables?.cookbookId
      : undefined;

  if (cookbooks.isPending || links.isPending) {
    return <Loading label={intl.formatMessage({ id: 'adminPeople.common.loadingCookbooks' })} />;
  }
  if (cookbooks.isError || links.isError) {
    return (
      <LoadError title={intl.formatMessage({ id: 'adminPeople.common.errorLoadingCookbooks' })} />
    );
  }

  return (
    <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
      {cookbooks.data.map((cookbook) => {
        const entry = linked.get(cookbook.id);
        const isDefault = entry?.isDefault === true;
        const note = cookbook.isPublic
          ? intl.formatMessage({ id: 'adminPeople.families.publicNote' })
          : isDefault
            ? intl.formatMessage({ id: 'adminPeople.families.defaultNote' })
            : null;
        const switchId = `cookbook-access-${cookbook.id}`;
        return (
          <li
            key={cookbook.id}
            className="flex items-center justify-between gap-3 rounded-lg border p-3"
          >
            <div className="grid min-w-0 gap-1">
              <label htmlFor={switchId} className="font-medium break-words">
                {cookbook.name}
              </label>
              <div className="flex flex-wrap gap-1">
                {cookbook.isPublic && (
                  <Badge variant="secondary">
                    {intl.formatMessage({ id: 'adminPeople.families.public' })}
                  </Badge>
                )}
                {isDefault && (
                  <Badge variant="accent">
                    {intl.formatMessage({ id: 'adminPeople.common.default' })}
                  </Badge>
                )}
              </div>
              {note && <p className="text-xs text-muted-foreground">{note}</p>}
            </div>
            <Switch
              id={switchId}
              checked={cookbook.isPublic || entry !== undefined}
              disabled={cookbook.isPublic || isDefault}
              {...pendingProps(busyId === cookbook.id)}
              onCheckedChange={(on) => {
                if (busyId !== undefined) return;
                const body = { familyId: family.id, cookbookId: cookbook.id };
                if (on) link.mutate(body);
                else unlink.mutate(body);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
