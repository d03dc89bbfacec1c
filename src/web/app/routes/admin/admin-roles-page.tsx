import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { RolesPanel } from '#web/features/admin-people/components/roles/roles-panel';

/** A positive whole number from the query string, else null. */
function readUserId(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/** /admin/roles, optionally ?userId= (product rule: admin-roles). */
export function AdminRolesPage() {
  const [params, setParams] = useSearchParams();
  const userId = readUserId(params.get('userId'));
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.admin.roles.title' })}
        description={intl.formatMessage({ id: 'app.admin.roles.description' })}
      />
      <RolesPanel
        userId={userId}
        onClearFilter={() =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.delete('userId');
            return next;
          })
        }
      />
    </>
  );
}
