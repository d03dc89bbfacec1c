import { Link } from 'react-router';
import { Pencil, ShieldCheck, Users } from 'lucide-react';
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

function columns({ onEdit, onChangeFamily }: UserRowActions): DataTableColumn<AdminUser>[] {
  return [
    {
      id: 'user',
      header: 'User',
      mobile: 'title',
      cell: (user) => (
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{user.name}</span>
            {user.isSuperAdmin && <Badge>Super Admin</Badge>}
            {!user.hasSignedIn && (
              <Badge variant="outline" className="font-normal text-muted-foreground">
                Not signed in yet
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
      header: 'Actions',
      mobile: 'actions',
      cell: (user) => (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${user.name}`}
            onClick={() => onEdit(user)}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Change family of ${user.name}`}
            onClick={() => onChangeFamily(user)}
          >
            <Users aria-hidden="true" />
            Change Family
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={`/admin/roles?userId=${user.id}`} aria-label={`View roles of ${user.name}`}>
              <ShieldCheck aria-hidden="true" />
              View Roles
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
  return (
    <DataTable
      label="Users"
      columns={columns(actions)}
      rows={users}
      getRowKey={(user) => user.id}
      emptyMessage="No users match."
      pagination={pagination}
    />
  );
}
