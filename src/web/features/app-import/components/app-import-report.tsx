import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArrowRight, CircleAlert, CircleCheck, CircleSlash, ShieldAlert } from 'lucide-react';
import type { AppImportJob } from '#shared/app-import/app-import.schemas';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { formatName, refusalMessage } from '../lib/app-import-texts';

const COUNTS: ReadonlyArray<{
  key: 'recipes' | 'ingredients' | 'steps' | 'images' | 'mealPlans' | 'skipped';
  labelId: MessageId;
}> = [
  { key: 'recipes', labelId: 'appImport.report.recipes' },
  { key: 'ingredients', labelId: 'appImport.report.ingredients' },
  { key: 'steps', labelId: 'appImport.report.steps' },
  { key: 'images', labelId: 'appImport.report.images' },
  { key: 'mealPlans', labelId: 'appImport.report.mealPlans' },
  { key: 'skipped', labelId: 'appImport.report.skipped' },
];

/**
 * What an ended import did: the format read, what was imported, what was skipped as already
 * there, each recipe that failed with its reason; or why the whole file was refused.
 */
export function AppImportReport({ job }: { job: AppImportJob }) {
  const intl = useIntl();
  const { report } = job;

  if (job.status === 'refused' || job.status === 'failed') {
    return (
      <Alert variant="destructive" className="max-w-2xl">
        {job.status === 'refused' ? (
          <ShieldAlert aria-hidden="true" />
        ) : (
          <CircleAlert aria-hidden="true" />
        )}
        <div className="min-w-0">
          <AlertTitle>
            {intl.formatMessage({
              id: job.status === 'refused' ? 'appImport.report.refused' : 'appImport.report.failed',
            })}
          </AlertTitle>
          <AlertDescription className="break-words">
            <p className="break-all">{job.fileName}</p>
            {report.refusal && <p className="mt-1">{refusalMessage(intl, report.refusal)}</p>}
          </AlertDescription>
        </div>
      </Alert>
    );
  }

  const cancelled = job.status === 'cancelled';
  return (
    <section
      aria-labelledby="app-import-report-title"
      className="grid max-w-2xl gap-4 rounded-lg border bg-card p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        {cancelled ? (
          <CircleSlash className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        ) : (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h2 id="app-import-report-title" className="font-semibold">
            {intl.formatMessage({
              id: cancelled ? 'appImport.report.cancelled' : 'appImport.report.done',
            })}
          </h2>
          <p className="text-sm break-all text-muted-foreground">{job.fileName}</p>
          {report.format && (
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(
                { id: 'appImport.report.format' },
                { format: formatName(report.format) },
              )}
            </p>
          )}
          {cancelled && (
            <p className="mt-1 text-sm">
              {intl.formatMessage({ id: 'appImport.report.cancelledNote' })}
            </p>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {COUNTS.map(({ key, labelId }) => (
          <div key={key} className="rounded-md bg-secondary/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{intl.formatMessage({ id: labelId })}</dt>
            <dd className="text-lg font-semibold tabular-nums">{intl.formatNumber(report[key])}</dd>
          </div>
        ))}
      </dl>

      {report.failed.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">
            {intl.formatMessage(
              { id: 'appImport.report.failedTitle' },
              { count: report.failed.length },
            )}
          </h3>
          <ul className="grid gap-1 text-sm">
            {report.failed.map((item, index) => (
              <li key={index} className="break-words">
                <span className="font-medium">{item.title}</span>
                <span className="text-muted-foreground">
                  {intl.formatMessage(
                    { id: 'appImport.report.failedReason' },
                    { reason: item.reason },
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {report.recipes > 0 && (
        <div>
          <Button asChild variant="outline">
            <Link to="/">
              {intl.formatMessage({ id: 'appImport.report.viewRecipes' })}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
