import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ADMIN_LIST_PAGE } from '#shared/admin/list-query.schemas';
import type { AdminUser } from '#shared/admin/users.schemas';
import { Button } from '#web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { adminKeys } from '#web/features/admin-people/api/admin-people-keys';
import { useMemberships } from '#web/features/admin-people/api/memberships';
import { useUsers } from '#web/features/admin-people/api/users';
import { LoadError, Loading } from '../common/list-states';
import { usePagination } from '../common/list-state';
import { SearchBox } from '../common/search-box';
import { AddUserDialog } from './add-user-dialog';
import { ChangeMembershipDialog } from './change-membership-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { MembershipsTable } from './memberships-table';
import { UsersTable } from './users-table';

/**
 * /admin/users (product rule: admin-users): the Users and Family Memberships tabs, one search by
 * name or email over both (on the server, each tab paged on its own), Refresh, Add User, and the
 * Edit and Change Family dialogs.
 */
export function UsersPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [usersOffset, setUsersOffset] = useState(0);
  const [membershipsOffset, setMembershipsOffset] = useState(0);
  const debounced = useDebouncedValue(search);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = () => {
    setRefreshing(true);
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminKeys.memberships }),
    ]).finally(() => setRefreshing(false));
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={intl.formatMessage({ id: 'adminPeople.users.searchLabel' })}
          placeholder={intl.formatMessage({ id: 'adminPeople.users.searchPlaceholder' })}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setUsersOffset(0);
            setMembershipsOffset(0);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh} aria-busy={refreshing}>
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.users.refresh' })}
          </Button>
          <AddUserDialog />
        </div>
      </div>
      <Tabs defaultValue="users" className="min-w-0">
        <TabsList>
          <TabsTrigger value="users">
            {intl.formatMessage({ id: 'adminPeople.users.tabUsers' })}
          </TabsTrigger>
          <TabsTrigger value="memberships">
            {intl.formatMessage({ id: 'adminPeople.users.tabMemberships' })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab
            search={debounced}
            offset={usersOffset}
            setOffset={setUsersOffset}
            onEdit={setEditing}
            onChangeFamily={setChanging}
          />
        </TabsContent>
        <TabsContent value="memberships">
          <MembershipsTab
            search={debounced}
            offset={membershipsOffset}
            setOffset={setMembershipsOffset}
          />
        </TabsContent>
      </Tabs>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ChangeMembershipDialog user={changing} onClose={() => setChanging(null)} />
    </div>
  );
}

interface PageProps {
  search: string;
  offset: number;
  setOffset: (offset: number) => void;
}

function UsersTab({
  search,
  offset,
  setOffset,
  onEdit,
  onChangeFamily,
}: PageProps & {
  onEdit: (user: AdminUser) => void;
  onChangeFamily: (user: AdminUser) => void;
}) {
  const intl = useIntl();
  const users = useUsers({ search, offset, limit: ADMIN_LIST_PAGE });
  const pagination = usePagination(users.data, offset, setOffset);
  if (users.isPending) {
    return <Loading label={intl.formatMessage({ id: 'adminPeople.common.loadingUsers' })} />;
  }
  if (users.isError) {
    return <LoadError title={intl.formatMessage({ id: 'adminPeople.common.errorLoadingUsers' })} />;
  }
  return (
    <UsersTable
      users={users.data.rows}
      pagination={pagination}
      onEdit={onEdit}
      onChangeFamily={onChangeFamily}
    />
  );
}

function MembershipsTab({ search, offset, setOffset }: PageProps) {
  const intl = useIntl();
  const memberships = useMemberships({ search, offset, limit: ADMIN_LIST_PAGE });
  const pagination = usePagination(memberships.data, offset, setOffset);
  if (memberships.isPending) {
    return <Loading label={intl.formatMessage({ id: 'adminPeople.users.loadingMemberships' })} />;
  }
  if (memberships.isError) {
    return (
      <LoadError title={intl.formatMessage({ id: 'adminPeople.users.errorLoadingMemberships' })} />
    );
  }
  return <MembershipsTable memberships={memberships.data.rows} pagination={pagination} />;
}
