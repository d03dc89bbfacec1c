import { format } from 'date-fns';
import { BookOpen, Pencil, Star, Users } from 'lucide-react';
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

function formatCreated(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM d, yyyy');
}

function columns(actions: FamilyRowActions): DataTableColumn<AdminFamily>[] {
  return [
    { id: 'name', header: 'Name', mobile: 'title', cell: (family) => family.name },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (family) => formatCreated(family.createdAt),
    },
    {
      id: 'default',
      header: 'Default Cookbook',
      cell: (family) => (
        <button
          type="button"
          className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-left text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`Change default cookbook of ${family.name} (now ${family.defaultCookbookName ?? 'none'})`}
          onClick={() => actions.onDefaultCookbook(family)}
        >
          <Star className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{family.defaultCookbookName ?? 'None'}</span>
        </button>
      ),
    },
    { id: 'members', header: 'Members', cell: (family) => family.memberCount },
    { id: 'cookbooks', header: 'Cookbooks', cell: (family) => family.cookbookCount },
    {
      id: 'actions',
      header: 'Actions',
      mobile: 'actions',
      cell: (family) => (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${family.name}`}
            onClick={() => actions.onEdit(family)}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Cookbook access of ${family.name}`}
            onClick={() => actions.onCookbooks(family)}
          >
            <BookOpen aria-hidden="true" />
            Cookbooks
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Members of ${family.name}`}
            onClick={() => actions.onMembers(family)}
          >
            <Users aria-hidden="true" />
            Members
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
  return (
    <DataTable
      label="Families"
      columns={columns(actions)}
      rows={families}
      getRowKey={(family) => family.id}
      emptyMessage="No families match."
      pagination={pagination}
    />
  );
}
