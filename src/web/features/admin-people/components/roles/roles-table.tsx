import { Trash2 } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { RoleAssignment } from '#shared/admin/roles.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '#web/components/ui/data-table';
import { cn } from '#web/lib/utils';
import { pendingProps } from '#web/components/ui/pending-props';
import { EMAIL_CLASS } from '../common/search-box';
import { useDeleteRole } from '#web/features/admin-people/api/delete-role';
import { ROLE_LABEL_IDS } from '#web/features/admin-people/lib/role-labels';

function scopeOf(intl: IntlShape, role: RoleAssignment) {
  if (role.cookbookId === null) return intl.formatMessage({ id: 'adminPeople.roles.global' });
  return (
    role.cookbookName ??
    intl.formatMessage({ id: 'adminPeople.common.cookbookNumbered' }, { id: role.cookbookId })
  );
}

function RemoveRoleButton({ role }: { role: RoleAssignment }) {
  const intl = useIntl();
  const deleteRole = useDeleteRole();
  const roleLabel = intl.formatMessage({ id: ROLE_LABEL_IDS[role.role] });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          {...pendingProps(deleteRole.isPending)}
          aria-label={intl.formatMessage(
            { id: 'adminPeople.roles.removeRoleOf' },
            { role: roleLabel, name: role.user.name },
          )}
        >
          <Trash2 aria-hidden="true" />
          {intl.formatMessage({ id: 'adminPeople.common.remove' })}
        </Button>
      }
      title={intl.formatMessage({ id: 'adminPeople.roles.confirmTitle' })}
      description={intl.formatMessage(
        { id: 'adminPeople.roles.confirmDescription' },
        { name: role.user.name, role: roleLabel, scope: scopeOf(intl, role) },
      )}
      confirmLabel={intl.formatMessage({ id: 'adminPeople.common.remove' })}
      onConfirm={() => {
        if (!deleteRole.isPending) deleteRole.mutate(role.id);
      }}
    />
  );
}

function columns(intl: IntlShape): DataTableColumn<RoleAssignment>[] {
  return [
    {
      id: 'user',
      header: intl.formatMessage({ id: 'adminPeople.common.user' }),
      mobile: 'title',
      cell: (role) => (
        <div className="min-w-0">
          <div className="font-medium">{role.user.name}</div>
          <div className={cn('text-sm font-normal text-muted-foreground', EMAIL_CLASS)}>
            {role.user.email}
          </div>
        </div>
      ),
    },
    {
      id: 'role',
      header: intl.formatMessage({ id: 'adminPeople.common.role' }),
      cell: (role) => (
        <Badge variant={role.role === 'super_admin' ? 'default' : 'secondary'}>
          {intl.formatMessage({ id: ROLE_LABEL_IDS[role.role] })}
        </Badge>
      ),
    },
    {
      id: 'scope',
      header: intl.formatMessage({ id: 'adminPeople.roles.scope' }),
      cell: (role) => scopeOf(intl, role),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'adminPeople.common.actions' }),
      mobile: 'actions',
      cell: (role) => <RemoveRoleButton role={role} />,
    },
  ];
}

/**
 * The role assignments: User, Role, Scope (Global or the cookbook), Actions
 * (product rule: admin-roles).
 */
export function RolesTable({
  roles,
  pagination,
}: {
  roles: readonly RoleAssignment[];
  pagination?: DataTablePagination;
}) {
  const intl = useIntl();
  return (
    <DataTable
      label={intl.formatMessage({ id: 'adminPeople.roles.tableLabel' })}
      columns={columns(intl)}
      rows={roles}
      getRowKey={(role) => role.id}
      emptyMessage={intl.formatMessage({ id: 'adminPeople.roles.empty' })}
      pagination={pagination}
    />
  );
}
