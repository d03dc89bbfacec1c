import { Trash2 } from 'lucide-react';
import { ROLE_LABELS, type RoleAssignment } from '#shared/admin/roles.schemas';
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

function scopeOf(role: RoleAssignment) {
  return role.cookbookId === null ? 'Global' : (role.cookbookName ?? `Cookbook ${role.cookbookId}`);
}

function RemoveRoleButton({ role }: { role: RoleAssignment }) {
  const deleteRole = useDeleteRole();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          {...pendingProps(deleteRole.isPending)}
          aria-label={`Remove ${ROLE_LABELS[role.role]} role of ${role.user.name}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      }
      title="Remove role?"
      description={`${role.user.name} will no longer be ${ROLE_LABELS[role.role]} (${scopeOf(role)}).`}
      confirmLabel="Remove"
      onConfirm={() => {
        if (!deleteRole.isPending) deleteRole.mutate(role.id);
      }}
    />
  );
}

const COLUMNS: DataTableColumn<RoleAssignment>[] = [
  {
    id: 'user',
    header: 'User',
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
    header: 'Role',
    cell: (role) => (
      <Badge variant={role.role === 'super_admin' ? 'default' : 'secondary'}>
        {ROLE_LABELS[role.role]}
      </Badge>
    ),
  },
  { id: 'scope', header: 'Scope', cell: scopeOf },
  {
    id: 'actions',
    header: 'Actions',
    mobile: 'actions',
    cell: (role) => <RemoveRoleButton role={role} />,
  },
];

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
  return (
    <DataTable
      label="Role assignments"
      columns={COLUMNS}
      rows={roles}
      getRowKey={(role) => role.id}
      emptyMessage="No roles assigned."
      pagination={pagination}
    />
  );
}
