import { useIntl } from 'react-intl';
import { CircleStop } from 'lucide-react';
import type { AppImportJob } from '#shared/app-import/app-import.schemas';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { useCancelAppImport } from '../api/cancel-app-import';
import { ProgressBar } from './progress-bar';

/**
 * A running import: reading the file, then recipes saved of those in it, with Cancel (what was
 * saved stays). Cancel asks the server; the import stops before its next recipe.
 */
export function AppImportProgress({ job }: { job: AppImportJob }) {
  const intl = useIntl();
  const cancel = useCancelAppImport();
  const cancelling = job.cancelRequested || cancel.isPending;
  const percent =
    job.total !== null && job.total > 0 ? Math.round((job.done / job.total) * 100) : null;

  const requestCancel = () =>
    cancel.mutate(job.id, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'appImport.progress.cancelFailed' }),
          description: errorMessage(intl, error),
        }),
    });

  return (
    <section
      aria-labelledby="app-import-progress-title"
      className="grid max-w-2xl gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex items-start gap-3">
        <Spinner className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 grow" role="status">
          <h2 id="app-import-progress-title" className="font-semibold break-all">
            {intl.formatMessage({ id: 'appImport.progress.title' }, { fileName: job.fileName })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {job.status === 'reading' || job.total === null
              ? intl.formatMessage({ id: 'appImport.progress.reading' })
              : intl.formatMessage(
                  { id: 'appImport.progress.saving' },
                  { done: job.done, total: job.total },
                )}
          </p>
        </div>
      </div>
      {percent !== null && (
        <ProgressBar
          label={intl.formatMessage({ id: 'appImport.progress.label' })}
          percent={percent}
        />
      )}
      <div>
        <Button type="button" variant="outline" disabled={cancelling} onClick={requestCancel}>
          <CircleStop aria-hidden="true" />
          {intl.formatMessage({
            id: cancelling ? 'appImport.progress.cancelling' : 'appImport.progress.cancel',
          })}
        </Button>
      </div>
    </section>
  );
}
