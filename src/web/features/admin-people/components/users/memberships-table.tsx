import { ShieldMinus, ShieldPlus, UserMinus } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
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
  const intl = useIntl();
  const setAdmin = useSetMembershipAdmin();
  const remove = useRemoveMembership();
  const busy = setAdmin.isPending || remove.isPending;
  const who = { user: membership.userName, family: membership.familyName };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...pendingProps(busy)}
        aria-label={intl.formatMessage(
          {
            id: membership.isAdmin
              ? 'adminPeople.memberships.removeAdminOf'
              : 'adminPeople.memberships.makeAdminOf',
          },
          who,
        )}
        onClick={() => {
          if (!busy) setAdmin.mutate({ membershipId: membership.id, isAdmin: !membership.isAdmin });
        }}
      >
        {membership.isAdmin ? (
          <ShieldMinus aria-hidden="true" />
        ) : (
          <ShieldPlus aria-hidden="true" />
        )}
        {intl.formatMessage({
          id: membership.isAdmin
            ? 'adminPeople.memberships.removeAdmin'
            : 'adminPeople.memberships.makeAdmin',
        })}
      </Button>
      <Button
        variant="outline"
        size="sm"
        {...pendingProps(busy)}
        aria-label={intl.formatMessage({ id: 'adminPeople.memberships.removeFromFamilyOf' }, who)}
        className={cn(pendingProps(busy).className, 'text-destructive')}
        onClick={() => {
          if (busy) return;
          // The browser's confirmation (product rule: admin-users).
          if (
            !window.confirm(
              intl.formatMessage({ id: 'adminPeople.memberships.confirmRemove' }, who),
            )
          ) {
            return;
          }
          remove.mutate({ membershipId: membership.id, from: 'users' });
        }}
      >
        <UserMinus aria-hidden="true" />
        {intl.formatMessage({ id: 'adminPeople.common.remove' })}
      </Button>
    </>
  );
}

function columns(intl: IntlShape): DataTableColumn<Membership>[] {
  return [
    {
      id: 'user',
      header: intl.formatMessage({ id: 'adminPeople.common.user' }),
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
    {
      id: 'family',
      header: intl.formatMessage({ id: 'adminPeople.common.family' }),
      cell: (m) => m.familyName,
    },
    {
      id: 'role',
      header: intl.formatMessage({ id: 'adminPeople.common.role' }),
      cell: (m) =>
        m.isAdmin ? (
          <Badge variant="accent">{intl.formatMessage({ id: 'adminPeople.common.admin' })}</Badge>
        ) : (
          <Badge variant="secondary">
            {intl.formatMessage({ id: 'adminPeople.memberships.member' })}
          </Badge>
        ),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'adminPeople.common.actions' }),
      mobile: 'actions',
      cell: (m) => <MembershipActions membership={m} />,
    },
  ];
}

/** The Family Memberships tab: one row per membership, with Make/Remove Admin and Remove. */
export function MembershipsTable({
  memberships,
  pagination,
}: {
  memberships: readonly Membership[];
  pagination?: DataTablePagination;
}) {
  const intl = useIntl();
  return (
    <DataTable
      label={intl.formatMessage({ id: 'adminPeople.memberships.tableLabel' })}
      columns={columns(intl)}
      rows={memberships}
      getRowKey={(m) => m.id}
      emptyMessage={intl.formatMessage({ id: 'adminPeople.memberships.empty' })}
      pagination={pagination}
    />
  );
}
