import { format, formatDistanceToNow } from 'date-fns';
import { History } from 'lucide-react';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import { AUDIT_LOG_PAGE } from '#shared/admin/audit.schemas';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage } from '#web/lib/api-client';
import { useAuditLog } from '../api/audit-log';
import { describeChange } from '../lib/describe-change';

/** Recent changes: the latest administrative writes (who, what, when, before → after). */
export function RecentChanges() {
  const log = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          Recent changes
        </CardTitle>
        <CardDescription>
          The last {AUDIT_LOG_PAGE} changes made by administrators, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <Spinner label="Loading recent changes" />
        ) : log.isError ? (
          <Alert variant="destructive">
            <div>
              <AlertTitle>Error loading recent changes</AlertTitle>
              <AlertDescription>{getErrorMessage(log.error)}</AlertDescription>
            </div>
          </Alert>
        ) : log.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No administrative changes yet.</p>
        ) : (
          <ol aria-label="Recent changes" className="divide-y">
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
  const { title, details } = describeChange(entry);
  const at = new Date(entry.createdAt);
  return (
    <li className="grid min-w-0 gap-1 py-3 [overflow-wrap:anywhere] first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="min-w-0 text-sm font-medium">{title}</p>
        <time
          dateTime={entry.createdAt}
          title={format(at, 'PPpp')}
          className="shrink-0 text-xs text-muted-foreground"
        >
          {formatDistanceToNow(at, { addSuffix: true })}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">by {entry.actor.name}</p>
      {details.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted-foreground">
          {details.map((line, index) => (
            <li key={index} className="font-mono">
              {line}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
