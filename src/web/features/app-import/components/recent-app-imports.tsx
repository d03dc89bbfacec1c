import { useIntl } from 'react-intl';
import { isRunning, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { Badge } from '#web/components/ui/badge';
import { Spinner } from '#web/components/ui/spinner';
import { useFamilyAppImports } from '../api/family-app-imports';
import { STATUS_MESSAGE_IDS } from '../lib/app-import-texts';

const BADGE_VARIANT: Record<AppImportJob['status'], 'default' | 'secondary' | 'destructive'> = {
  reading: 'secondary',
  saving: 'secondary',
  done: 'default',
  cancelled: 'secondary',
  refused: 'destructive',
  failed: 'destructive',
};

/** The family's last few imports from other apps, newest first, with what each brought. */
export function RecentAppImports({ familyId }: { familyId: number | null }) {
  const intl = useIntl();
  const imports = useFamilyAppImports(familyId);

  return (
    <section aria-labelledby="recent-app-imports-title" className="grid max-w-2xl gap-3">
      <h2 id="recent-app-imports-title" className="font-display text-xl font-semibold">
        {intl.formatMessage({ id: 'appImport.recent.title' })}
      </h2>
      {imports.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {intl.formatMessage({ id: 'appImport.recent.loading' })}
        </div>
      ) : imports.isError ? (
        <p className="text-sm text-destructive">
          {intl.formatMessage({ id: 'appImport.recent.loadFailed' })}
        </p>
      ) : imports.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'appImport.recent.empty' })}
        </p>
      ) : (
        <ul
          aria-labelledby="recent-app-imports-title"
          className="divide-y rounded-lg border bg-card"
        >
          {imports.data.map((job) => (
            <li key={job.id} className="grid gap-1 px-4 py-3">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium break-all">{job.fileName}</span>
                <Badge variant={BADGE_VARIANT[job.status]}>
                  {intl.formatMessage({ id: STATUS_MESSAGE_IDS[job.status] })}
                </Badge>
              </div>
              <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <time dateTime={job.createdAt}>
                  {intl.formatDate(job.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                <span>{summaryOf(intl, job)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function summaryOf(intl: ReturnType<typeof useIntl>, job: AppImportJob) {
  if (isRunning(job)) {
    return job.total === null
      ? intl.formatMessage({ id: 'appImport.progress.reading' })
      : intl.formatMessage(
          { id: 'appImport.progress.saving' },
          { done: job.done, total: job.total },
        );
  }
  if (job.status === 'refused' || job.status === 'failed') return '';
  return intl.formatMessage(
    { id: 'appImport.recent.counts' },
    {
      recipes: job.report.recipes,
      skipped: job.report.skipped,
      failed: job.report.failed.length,
    },
  );
}
