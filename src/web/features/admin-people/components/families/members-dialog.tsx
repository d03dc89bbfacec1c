import { useState } from 'react';
import { UserMinus } from 'lucide-react';
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
  return (
    <Dialog open={family !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Family Members</DialogTitle>
          <DialogDescription>{family ? `The members of ${family.name}.` : ''}</DialogDescription>
        </DialogHeader>
        {family && <MemberList family={family} />}
      </DialogContent>
    </Dialog>
  );
}

function MemberList({ family }: { family: AdminFamily }) {
  const memberships = useFamilyMemberships(family);
  const remove = useRemoveMembership();
  const [confirming, setConfirming] = useState<Membership | null>(null);

  if (memberships.isPending) return <Loading label="Loading members..." />;
  if (memberships.isError) return <LoadError title="Error loading members" />;
  const members = memberships.data;
  if (members.length === 0) {
    return <p className="text-sm text-muted-foreground">This family has no members.</p>;
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
                {member.isAdmin && <Badge variant="accent">Admin</Badge>}
              </span>
              <span className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                {member.userEmail}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove ${member.userName}`}
              {...pendingProps(remove.isPending)}
              className={cn(pendingProps(remove.isPending).className, 'text-destructive')}
              onClick={() => {
                if (!remove.isPending) setConfirming(member);
              }}
            >
              <UserMinus aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove member?"
        description={
          confirming
            ? `${confirming.userName} leaves ${family.name}: they lose access to its plans and lists at once. Their notes stay.`
            : ''
        }
        confirmLabel="Remove"
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
