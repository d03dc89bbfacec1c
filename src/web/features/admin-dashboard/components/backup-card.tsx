import { useIntl } from 'react-intl';
import { DatabaseBackup, Download } from 'lucide-react';
import { backupContracts } from '#shared/admin/backup.contracts';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { urlOf } from '#web/lib/api-call';
import { usePermissions } from '#web/lib/permissions';

/**
 * Download Backup (docs/decisions/052-backup-and-restore.md): the whole server, every table and
 * image, as one zip `npm run restore` reads. A plain link the browser downloads itself: the
 * server streams the file. Super admins only (the server decides; this only hides it). An item
 * of the dashboard's controls list.
 */
export function BackupCard() {
  const intl = useIntl();
  const { isSuperAdmin } = usePermissions();
  if (!isSuperAdmin) return null;
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <DatabaseBackup className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {intl.formatMessage({ id: 'adminDashboard.controls.backup.title' })}
          </CardTitle>
          <CardDescription>
            {intl.formatMessage({ id: 'adminDashboard.controls.backup.description' })}
          </CardDescription>
        </CardHeader>
        <CardContent className="mt-auto flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={urlOf(backupContracts.downloadBackup)} download>
              <Download aria-hidden="true" />
              {intl.formatMessage({ id: 'adminDashboard.controls.backup.download' })}
            </a>
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}
