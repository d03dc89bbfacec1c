import { useState } from 'react';
import { Users } from 'lucide-react';
import type { UserWithFamily } from '#shared/admin/users.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table';
import { useUsersWithFamilies } from '#web/features/admin-people/api/users-with-families';
import { LoadError, Loading } from '../common/list-states';
import { useListState, usePagination } from '../common/list-state';
import { EMAIL_CLASS, SearchBox } from '../common/search-box';
import { SetFamilyDialog } from './set-family-dialog';

function columns(onChange: (row: UserWithFamily) => void): DataTableColumn<UserWithFamily>[] {
  return [
    { id: 'name', header: 'Name', mobile: 'title', cell: (row) => row.name },
    { id: 'email', header: 'Email', className: EMAIL_CLASS, cell: (row) => row.email },
    {
      id: 'family',
      header: 'Family',
      cell: (row) =>
        row.familyName === null ? (
          <span className="text-muted-foreground">No family</span>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">{row.familyName}</span>
            {row.isFamilyAdmin && <Badge variant="accent">Admin</Badge>}
          </span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      mobile: 'actions',
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Change family of ${row.name}`}
          onClick={() => onChange(row)}
        >
          <Users aria-hidden="true" />
          Change Family
        </Button>
      ),
    },
  ];
}

/**
 * /admin/user-families (product rule: admin-user-families): who is in which family, searched
 * by name, email or family and paged on the server, with the Change Family dialog.
 */
export function UserFamiliesPanel() {
  const list = useListState();
  const rows = useUsersWithFamilies(list.params);
  const pagination = usePagination(rows.data, list.offset, list.setOffset);
  const [changing, setChanging] = useState<UserWithFamily | null>(null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchBox
        label="Search users and families"
        placeholder="Search by name, email or family"
        value={list.search}
        onChange={list.setSearch}
      />
      {rows.isPending ? (
        <Loading label="Loading users..." />
      ) : rows.isError ? (
        <LoadError title="Error loading users" />
      ) : (
        <DataTable
          label="Users and their families"
          columns={columns(setChanging)}
          rows={rows.data.rows}
          getRowKey={(row) => `${row.id}-${row.membershipId ?? 'none'}`}
          emptyMessage="No users match."
          pagination={pagination}
        />
      )}
      <SetFamilyDialog row={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
