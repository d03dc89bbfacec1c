import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AdminFamily } from '#shared/admin/families.schemas';
import type { Membership } from '#shared/admin/users.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useFamilyMemberships } from '#web/features/admin-people/api/memberships';
import { useRemoveMembership } from '#web/features/admin-people/api/remove-membership';
import { cn } from '#web/lib/utils';
import { pendingProps } from '#web/components/ui/pending-props';
import { LoadError, Loading } from '../common/list-states';

/** The family's members (product rule: admin-families), each removable after a confirmation. */
export function MembersDialog({
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
            {intl.formatMessage({ id: 'adminPeople.families.membersTitle' })}
          </DialogTitle>
          <DialogDescription>
            {family
              ? intl.formatMessage(
                  { id: 'adminPeople.families.membersDescription' },
                  { family: family.name },
                )
              : ''}
          </DialogDescription>
        </DialogHeader>
        {family && <MemberList family={family} />}
      </DialogContent>
    </Dialog>
  );
}

function MemberList({ family }: { family: AdminFamily }) {
  const intl = useIntl();
  const memberships = useFamilyMemberships(family);
  const remove = useRemoveMembership();
  const [confirming, setConfirming] = useState<Membership | null>(null);

  if (memberships.isPending) {
    return <Loading label={intl.formatMessage({ id: 'adminPeople.families.loadingMembers' })} />;
  }
  if (memberships.isError) {
    return (
      <LoadError title={intl.formatMessage({ id: 'adminPeople.families.errorLoadingMembers' })} />
    );
  }
  const members = memberships.data;
  if (members.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'adminPeople.families.noMembers' })}
      </p>
    );
  }

  return (
    <>
      <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {member.userName}
                {member.isAdmin && (
                  <Badge variant="accent">
                    {intl.formatMessage({ id: 'adminPeople.common.admin' })}
                  </Badge>
                )}
              </span>
              <span className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                {member.userEmail}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={intl.formatMessage(
                { id: 'adminPeople.families.removeNamed' },
                { name: member.userName },
              )}
              {...pendingProps(remove.isPending)}
              className={cn(pendingProps(remove.isPending).className, 'text-destructive')}
              onClick={() => {
                if (!remove.isPending) setConfirming(member);
              }}
            >
              <UserMinus aria-hidden="true" />
              {intl.formatMessage({ id: 'adminPeople.common.remove' })}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={intl.formatMessage({ id: 'adminPeople.families.confirmRemoveTitle' })}
        description={
          confirming
            ? intl.formatMessage(
                { id: 'adminPeople.families.confirmRemoveDescription' },
                { name: confirming.userName, family: family.name },
              )
            : ''
        }
        confirmLabel={intl.formatMessage({ id: 'adminPeople.common.remove' })}
        onConfirm={() => {
          if (confirming) {
            remove.mutate({ membershipId: confirming.id, from: 'members' });
          }
          setConfirming(null);
        }}
      />
    </>
  );
}
