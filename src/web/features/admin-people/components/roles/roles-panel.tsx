import { FilterX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { useCookbooks } from '#web/lib/cookbooks-query';
import { useKnownUser } from '#web/features/admin-people/api/known-user';
import { useRoles } from '#web/features/admin-people/api/roles';
import { LoadError, Loading } from '../common/list-states';
import { useListState, usePagination } from '../common/list-state';
import { SearchBox } from '../common/search-box';
import { AssignRoleDialog } from './assign-role-dialog';
import { RolesTable } from './roles-table';

/**
 * /admin/roles (product rule: admin-roles): the assignments, narrowed to one user when `userId` is
 * set (with Clear Filter), searched and paged on the server, and the Assign Role dialog.
 */
export function RolesPanel({
  userId,
  onClearFilter,
}: {
  userId: number | null;
  onClearFilter: () => void;
}) {
  const intl = useIntl();
  const list = useListState();
  const roles = useRoles(userId, list.params);
  const cookbooks = useCookbooks();
  const pagination = usePagination(roles.data, list.offset, list.setOffset);
  const known = useKnownUser(userId);
  const fromRoles = roles.data?.rows.find((r) => r.userId === userId)?.user;
  const person = known ?? fromRoles ?? null;
  const label = person ? `${person.name} (${person.email})` : undefined;

  return (
    <div className="grid grid-cols-1 gap-4">
      {userId !== null && (
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">
            {intl.formatMessage(
              { id: 'adminPeople.roles.showingRolesOf' },
              {
                user: (
                  <span key="user" className="font-medium text-foreground">
                    {label ??
                      intl.formatMessage({ id: 'adminPeople.roles.userNumbered' }, { id: userId })}
                  </span>
                ),
              },
            )}
          </span>
          <Button variant="outline" size="sm" onClick={onClearFilter}>
            <FilterX aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.roles.clearFilter' })}
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={intl.formatMessage({ id: 'adminPeople.roles.searchLabel' })}
          placeholder={intl.formatMessage({ id: 'adminPeople.roles.searchPlaceholder' })}
          value={list.search}
          onChange={list.setSearch}
        />
        <AssignRoleDialog
          cookbooks={cookbooks.data ?? []}
          initialUser={userId === null ? null : { id: userId, label }}
        />
      </div>
      {roles.isPending ? (
        <Loading label={intl.formatMessage({ id: 'adminPeople.roles.loading' })} />
      ) : roles.isError ? (
        <LoadError title={intl.formatMessage({ id: 'adminPeople.roles.errorLoading' })} />
      ) : (
        <RolesTable roles={roles.data.rows} pagination={pagination} />
      )}
    </div>
  );
}
