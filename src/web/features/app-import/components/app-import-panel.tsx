import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isRunning, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { useCurrentFamily } from '#web/lib/current-family';
import { toast } from '#web/lib/use-toast';
import { useAppImportJob } from '../api/app-import-job';
import { useFamilyAppImports } from '../api/family-app-imports';
import { AppImportForm } from './app-import-form';
import { AppImportProgress } from './app-import-progress';
import { AppImportReport } from './app-import-report';
import { RecentAppImports } from './recent-app-imports';

/**
 * Import from another app (docs/decisions/050): the form, then the import it started (or the
 * family's import still running when the page opened) followed to its report, and the family's
 * recent imports below.
 */
export function AppImportPanel() {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const recent = useFamilyAppImports(currentFamilyId);
  const [startedId, setStartedId] = useState<number | null>(null);
  const runningId = recent.data?.find(isRunning)?.id ?? null;
  const jobId = startedId ?? runningId;

  const onEnded = (job: AppImportJob) => {
    // Its report stays on the page once the recent list no longer calls it running.
    setStartedId(job.id);
    if (job.status !== 'done') return;
    toast({
      title: intl.formatMessage({ id: 'appImport.toast.done' }),
      description: intl.formatMessage(
        { id: 'appImport.toast.doneDetail' },
        { count: job.report.recipes },
      ),
    });
  };
  const { data: followed } = useAppImportJob(jobId, onEnded);
  // Another family chosen meanwhile: its import is not this family's.
  const job = followed?.familyId === currentFamilyId ? followed : undefined;

  return (
    <div className="grid gap-8">
      <AppImportForm
        running={job ? isRunning(job) : false}
        onStarted={(started) => setStartedId(started.id)}
      />
      {job && (isRunning(job) ? <AppImportProgress job={job} /> : <AppImportReport job={job} />)}
      <RecentAppImports familyId={currentFamilyId} />
    </div>
  );
}
