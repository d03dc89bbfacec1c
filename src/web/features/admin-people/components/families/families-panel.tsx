import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { Button } from '#web/components/ui/button';
import { useAdminFamilies } from '#web/features/admin-people/api/admin-families';
import { LoadError, Loading } from '../common/list-states';
import { useListState, usePagination } from '../common/list-state';
import { SearchBox } from '../common/search-box';
import { CookbookAccessDialog } from './cookbook-access-dialog';
import { DefaultCookbookDialog } from './default-cookbook-dialog';
import { FamiliesTable } from './families-table';
import { FamilyFormDialog, type FamilyFormTarget } from './family-form-dialog';
import { MembersDialog } from './members-dialog';

type OpenDialog =
  | { kind: 'form'; target: FamilyFormTarget }
  | { kind: 'cookbooks' | 'members' | 'default'; familyId: number }
  | null;

/**
 * /admin/families (product rule: admin-families): search and pages (on the server), the table, and
 * the dialogs to create or rename a family, manage its cookbook access, its members and its default
 * cookbook.
 */
export function FamiliesPanel() {
  const intl = useIntl();
  const list = useListState();
  const families = useAdminFamilies(list.params);
  const pagination = usePagination(families.data, list.offset, list.setOffset);
  const [open, setOpen] = useState<OpenDialog>(null);
  // The dialogs read the family from the page, so they show its fresh counts after a write.
  const familyFor = (kind: 'cookbooks' | 'members' | 'default'): AdminFamily | null =>
    open?.kind === kind ? (families.data?.rows.find((f) => f.id === open.familyId) ?? null) : null;
  const close = () => setOpen(null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={intl.formatMessage({ id: 'adminPeople.families.search' })}
          placeholder={intl.formatMessage({ id: 'adminPeople.families.search' })}
          value={list.search}
          onChange={list.setSearch}
        />
        <Button onClick={() => setOpen({ kind: 'form', target: { kind: 'create' } })}>
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: 'adminPeople.families.create' })}
        </Button>
      </div>
      {families.isPending ? (
        <Loading label={intl.formatMessage({ id: 'adminPeople.families.loading' })} />
      ) : families.isError ? (
        <LoadError title={intl.formatMessage({ id: 'adminPeople.families.errorLoading' })} />
      ) : (
        <FamiliesTable
          families={families.data.rows}
          pagination={pagination}
          onEdit={(family) => setOpen({ kind: 'form', target: { kind: 'edit', family } })}
          onCookbooks={(family) => setOpen({ kind: 'cookbooks', familyId: family.id })}
          onMembers={(family) => setOpen({ kind: 'members', familyId: family.id })}
          onDefaultCookbook={(family) => setOpen({ kind: 'default', familyId: family.id })}
        />
      )}
      <FamilyFormDialog target={open?.kind === 'form' ? open.target : null} onClose={close} />
      <CookbookAccessDialog family={familyFor('cookbooks')} onClose={close} />
      <MembersDialog family={familyFor('members')} onClose={close} />
      <DefaultCookbookDialog family={familyFor('default')} onClose={close} />
    </div>
  );
}
