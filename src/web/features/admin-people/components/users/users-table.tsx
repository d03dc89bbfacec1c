import { Link } from 'react-router';
import { Pencil, ShieldCheck, Users } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AdminUser } from '#shared/admin/users.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '#web/components/ui/data-table';
import { cn } from '#web/lib/utils';
import { EMAIL_CLASS } from '../common/search-box';

export interface UserRowActions {
  onEdit: (user: AdminUser) => void;
  onChangeFamily: (user: AdminUser) => void;
}

function columns(
  intl: IntlShape,
  { onEdit, onChangeFamily }: UserRowActions,
): DataTableColumn<AdminUser>[] {
  return [
    {
      id: 'user',
      header: intl.formatMessage({ id: 'adminPeople.common.user' }),
      mobile: 'title',
      cell: (user) => (
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{user.name}</span>
            {user.isSuperAdmin && (
              <Badge>{intl.formatMessage({ id: 'adminPeople.role.superAdmin' })}</Badge>
            )}
            {!user.hasSignedIn && (
              <Badge variant="outline" className="font-normal text-muted-foreground">
                {intl.formatMessage({ id: 'adminPeople.users.notSignedIn' })}
              </Badge>
            )}
          </div>
          <div className={cn('text-sm font-normal text-muted-foreground', EMAIL_CLASS)}>
            {user.email}
          </div>
        </div>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'adminPeople.common.actions' }),
      mobile: 'actions',
      cell: (user) => (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'adminPeople.common.editNamed' },
              { name: user.name },
            )}
            onClick={() => onEdit(user)}
          >
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.common.edit' })}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'adminPeople.common.changeFamilyOf' },
              { name: user.name },
            )}
            onClick={() => onChangeFamily(user)}
          >
            <Users aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.common.changeFamily' })}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link
              to={`/admin/roles?userId=${user.id}`}
              aria-label={intl.formatMessage(
                { id: 'adminPeople.users.viewRolesOf' },
                { name: user.name },
              )}
            >
              <ShieldCheck aria-hidden="true" />
              {intl.formatMessage({ id: 'adminPeople.users.viewRoles' })}
            </Link>
          </Button>
        </>
      ),
    },
  ];
}

/** The Users tab's table: the user (badges, email) and the actions. */
export function UsersTable({
  users,
  pagination,
  ...actions
}: { users: readonly AdminUser[]; pagination?: DataTablePagination } & UserRowActions) {
  const intl = useIntl();
  return (
    <DataTable
      label={intl.formatMessage({ id: 'adminPeople.users.tableLabel' })}
      columns={columns(intl, actions)}
      rows={users}
      getRowKey={(user) => user.id}
      emptyMessage={intl.formatMessage({ id: 'adminPeople.common.noUsersMatch' })}
      pagination={pagination}
    />
  );
}
