import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { toast } from '#web/lib/use-toast';
import { usePermissions } from '#web/lib/permissions';
import { AccessDeniedPage } from './access-denied-page';

function CheckingAccess() {
  const intl = useIntl();
  return (
    <div className="flex justify-center py-20" role="status">
      <Spinner className="size-6" />
      <span className="sr-only">{intl.formatMessage({ id: 'app.guards.checking' })}</span>
    </div>
  );
}

/** Admin pages: super admins only; others see Access Denied with a link home. */
export function RequireSuperAdmin() {
  const { isSuperAdmin, isLoading } = usePermissions();
  if (isLoading) return <CheckingAccess />;
  if (!isSuperAdmin) return <AccessDeniedPage />;
  return <Outlet />;
}

function RedirectWithoutImportPermission() {
  const intl = useIntl();
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'app.accessDenied.title' }),
      description: intl.formatMessage({ id: 'app.guards.importDenied' }),
    });
  }, [intl]);
  return <Navigate to="/" replace />;
}

/** Import pages: any editor role (product rule: page-access); others are told why and sent home. */
export function RequireEditorRole() {
  const { hasAnyEditorRole, isLoading } = usePermissions();
  if (isLoading) return <CheckingAccess />;
  if (!hasAnyEditorRole) return <RedirectWithoutImportPermission />;
  return <Outlet />;
}
