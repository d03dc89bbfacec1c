import { BookOpen, Pencil, Star, Users } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { Button } from '#web/components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '#web/components/ui/data-table';

export interface FamilyRowActions {
  onEdit: (family: AdminFamily) => void;
  onCookbooks: (family: AdminFamily) => void;
  onMembers: (family: AdminFamily) => void;
  onDefaultCookbook: (family: AdminFamily) => void;
}

function formatCreated(intl: IntlShape, iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

function columns(intl: IntlShape, actions: FamilyRowActions): DataTableColumn<AdminFamily>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'adminPeople.common.name' }),
      mobile: 'title',
      cell: (family) => family.name,
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'adminPeople.families.created' }),
      className: 'whitespace-nowrap',
      cell: (family) => formatCreated(intl, family.createdAt),
    },
    {
      id: 'default',
      header: intl.formatMessage({ id: 'adminPeople.families.defaultCookbook' }),
      cell: (family) => (
        <button
          type="button"
          className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-left text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={
            family.defaultCookbookName === null
              ? intl.formatMessage(
                  { id: 'adminPeople.families.changeDefaultOfNone' },
                  { family: family.name },
                )
              : intl.formatMessage(
                  { id: 'adminPeople.families.changeDefaultOf' },
                  { family: family.name, cookbook: family.defaultCookbookName },
                )
          }
          onClick={() => actions.onDefaultCookbook(family)}
        >
          <Star className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {family.defaultCookbookName ?? intl.formatMessage({ id: 'adminPeople.families.none' })}
          </span>
        </button>
      ),
    },
    {
      id: 'members',
      header: intl.formatMessage({ id: 'adminPeople.common.members' }),
      cell: (family) => intl.formatNumber(family.memberCount),
    },
    {
      id: 'cookbooks',
      header: intl.formatMessage({ id: 'adminPeople.common.cookbooks' }),
      cell: (family) => intl.formatNumber(family.cookbookCount),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'adminPeople.common.actions' }),
      mobile: 'actions',
      cell: (family) => (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'adminPeople.common.editNamed' },
              { name: family.name },
            )}
            onClick={() => actions.onEdit(family)}
          >
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.common.edit' })}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'adminPeople.families.cookbookAccessOf' },
              { name: family.name },
            )}
            onClick={() => actions.onCookbooks(family)}
          >
            <BookOpen aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.common.cookbooks' })}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'adminPeople.families.membersOf' },
              { name: family.name },
            )}
            onClick={() => actions.onMembers(family)}
          >
            <Users aria-hidden="true" />
            {intl.formatMessage({ id: 'adminPeople.common.members' })}
          </Button>
        </>
      ),
    },
  ];
}

/**
 * The families: Name, Created, Default Cookbook, Members, Cookbooks (product rule: admin-families).
 */
export function FamiliesTable({
  families,
  pagination,
  ...actions
}: {
  families: readonly AdminFamily[];
  pagination?: DataTablePagination;
} & FamilyRowActions) {
  const intl = useIntl();
  return (
    <DataTable
      label={intl.formatMessage({ id: 'adminPeople.families.tableLabel' })}
      columns={columns(intl, actions)}
      rows={families}
      getRowKey={(family) => family.id}
      emptyMessage={intl.formatMessage({ id: 'adminPeople.families.empty' })}
      pagination={pagination}
    />
  );
}
