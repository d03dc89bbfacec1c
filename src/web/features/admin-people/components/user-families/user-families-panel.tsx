import { useState } from 'react';
import { Users } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { UserWithFamily } from '#shared/admin/users.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table';
import { useUsersWithFamilies } from '#web/features/admin-people/api/users-with-families';
import { LoadError, Loading } from '../common/list-states';
import { useListState, usePagination } from '../common/list-state';
import { EMAIL_CLASS, SearchBox } from '../common/search-box';
import { SetFamilyDialog } from './set-family-dialog';

function columns(
  intl: IntlShape,
  onChange: (row: UserWithFamily) => void,
): DataTableColumn<UserWithFamily>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'adminPeople.common.name' }),
      mobile: 'title',
      cell: (row) => row.name,
    },
    {
      id: 'email',
      header: intl.formatMessage({ id: 'adminPeople.common.email' }),
      className: EMAIL_CLASS,
      cell: (row) => row.email,
    },
    {
      id: 'family',
      header: intl.formatMessage({ id: 'adminPeople.common.family' }),
      cell: (row) =>
        row.familyName === null ? (
          <span className="text-muted-foreground">
            {intl.formatMessage({ id: 'adminPeople.userFamilies.noFamily' })}
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">{row.familyName}</span>
            {row.isFamilyAdmin && (
              <Badge variant="accent">
                {intl.formatMessage({ id: 'adminPeople.common.admin' })}
              </Badge>
            )}
          </span>
        ),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'adminPeople.common.actions' }),
      mobile: 'actions',
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage(
            { id: 'adminPeople.common.changeFamilyOf' },
            { name: row.name },
          )}
          onClick={() => onChange(row)}
        >
          <Users aria-hidden="true" />
          {intl.formatMessage({ id: 'adminPeople.common.changeFamily' })}
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
  const intl = useIntl();
  const list = useListState();
  const rows = useUsersWithFamilies(list.params);
  const pagination = usePagination(rows.data, list.offset, list.setOffset);
  const [changing, setChanging] = useState<UserWithFamily | null>(null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchBox
        label={intl.formatMessage({ id: 'adminPeople.userFamilies.searchLabel' })}
        placeholder={intl.formatMessage({ id: 'adminPeople.userFamilies.searchPlaceholder' })}
        value={list.search}
        onChange={list.setSearch}
      />
      {rows.isPending ? (
        <Loading label={intl.formatMessage({ id: 'adminPeople.common.loadingUsers' })} />
      ) : rows.isError ? (
        <LoadError title={intl.formatMessage({ id: 'adminPeople.common.errorLoadingUsers' })} />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'adminPeople.userFamilies.tableLabel' })}
          columns={columns(intl, setChanging)}
          rows={rows.data.rows}
          getRowKey={(row) => `${row.id}-${row.membershipId ?? 'none'}`}
          emptyMessage={intl.formatMessage({ id: 'adminPeople.common.noUsersMatch' })}
          pagination={pagination}
        />
      )}
      <SetFamilyDialog row={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
