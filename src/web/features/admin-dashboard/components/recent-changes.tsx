import { useIntl } from 'react-intl';
import { History } from 'lucide-react';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import { AUDIT_LOG_PAGE } from '#shared/admin/audit.schemas';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useAuditLog } from '../api/audit-log';
import { describeChange, formatChangeText } from '../lib/describe-change';
import { timeAgo } from '#web/lib/time-ago';

/** Recent changes: the latest administrative writes (who, what, when, before → after). */
export function RecentChanges() {
  const log = useAuditLog();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          {intl.formatMessage({ id: 'adminDashboard.changes.title' })}
        </CardTitle>
        <CardDescription>
          {intl.formatMessage(
            { id: 'adminDashboard.changes.description' },
            { count: AUDIT_LOG_PAGE },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'adminDashboard.changes.loading' })} />
        ) : log.isError ? (
          <Alert variant="destructive">
            <div>
              <AlertTitle>
                {intl.formatMessage({ id: 'adminDashboard.changes.loadError' })}
              </AlertTitle>
              <AlertDescription>{errorMessage(intl, log.error)}</AlertDescription>
            </div>
          </Alert>
        ) : log.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'adminDashboard.changes.empty' })}
          </p>
        ) : (
          <ol
            aria-label={intl.formatMessage({ id: 'adminDashboard.changes.title' })}
            className="divide-y"
          >
            {log.data.map((entry) => (
              <ChangeRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function ChangeRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const { title, details } = describeChange(entry);
  const at = new Date(entry.createdAt);
  return (
    <li className="grid min-w-0 gap-1 py-3 [overflow-wrap:anywhere] first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="min-w-0 text-sm font-medium">{formatChangeText(intl, title)}</p>
        <time
          dateTime={entry.createdAt}
          // 'Jan 1, 2025, 12:00:00 PM' in English, as date-fns's 'PPpp' wrote it.
          title={intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'medium' })}
          className="shrink-0 text-xs text-muted-foreground"
        >
          {timeAgo(intl, at)}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">
        {intl.formatMessage({ id: 'adminDashboard.changes.by' }, { name: entry.actor.name })}
      </p>
      {details.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted-foreground">
          {details.map((line, index) => (
            <li key={index} className="font-mono">
              {formatChangeText(intl, line)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
