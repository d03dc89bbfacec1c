import { ShieldMinus, ShieldPlus, UserMinus } from 'lucide-react';
import type { Membership } from '#shared/admin/users.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '#web/components/ui/data-table';
import { cn } from '#web/lib/utils';
import { pendingProps } from '#web/components/ui/pending-props';
import { EMAIL_CLASS } from '../common/search-box';
import { useRemoveMembership } from '#web/features/admin-people/api/remove-membership';
import { useSetMembershipAdmin } from '#web/features/admin-people/api/set-membership-admin';

function MembershipActions({ membership }: { membership: Membership }) {
  const setAdmin = useSetMembershipAdmin();
  const remove = useRemoveMembership();
  const busy = setAdmin.isPending || remove.isPending;
  const who = `${membership.userName} in ${membership.familyName}`;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...pendingProps(busy)}
        aria-label={`${membership.isAdmin ? 'Remove admin' : 'Make admin'}: ${who}`}
        onClick={() => {
          if (!busy) setAdmin.mutate({ membershipId: membership.id, isAdmin: !membership.isAdmin });
        }}
      >
        {membership.isAdmin ? (
          <ShieldMinus aria-hidden="true" />
        ) : (
          <ShieldPlus aria-hidden="true" />
        )}
        {membership.isAdmin ? 'Remove Admin' : 'Make Admin'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        {...pendingProps(busy)}
        aria-label={`Remove from family: ${who}`}
        className={cn(pendingProps(busy).className, 'text-destructive')}
        onClick={() => {
          if (busy) return;
          // The browser's confirmation (product rule: admin-users).
          if (!window.confirm(`Remove ${membership.userName} from ${membership.familyName}?`)) {
            return;
          }
          remove.mutate({ membershipId: membership.id, from: 'users' });
        }}
      >
        <UserMinus aria-hidden="true" />
        Remove
      </Button>
    </>
  );
}

const COLUMNS: DataTableColumn<Membership>[] = [
  {
    id: 'user',
    header: 'User',
    mobile: 'title',
    cell: (m) => (
      <div className="min-w-0">
        <div className="font-medium">{m.userName}</div>
        <div className={cn('text-sm font-normal text-muted-foreground', EMAIL_CLASS)}>
          {m.userEmail}
        </div>
      </div>
    ),
  },
  { id: 'family', header: 'Family', cell: (m) => m.familyName },
  {
    id: 'role',
    header: 'Role',
    cell: (m) =>
      m.isAdmin ? <Badge variant="accent">Admin</Badge> : <Badge variant="secondary">Member</Badge>,
  },
  {
    id: 'actions',
    header: 'Actions',
    mobile: 'actions',
    cell: (m) => <MembershipActions membership={m} />,
  },
];

/** The Family Memberships tab: one row per membership, with Make/Remove Admin and Remove. */
export function MembershipsTable({
  memberships,
  pagination,
}: {
  memberships: readonly Membership[];
  pagination?: DataTablePagination;
}) {
  return (
    <DataTable
      label="Family memberships"
      columns={COLUMNS}
      rows={memberships}
      getRowKey={(m) => m.id}
      emptyMessage="No memberships match."
      pagination={pagination}
    />
  );
}
