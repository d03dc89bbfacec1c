import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FileArchive, FileUp, Upload } from 'lucide-react';
import { MAX_APP_IMPORT_BYTES, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { Button } from '#web/components/ui/button';
import { FileDropZone } from '#web/components/ui/file-drop-zone';
import { errorAria, FieldError } from '#web/components/ui/form-field';
import { Label } from '#web/components/ui/label';
import { useCurrentFamily } from '#web/lib/current-family';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { usePermissions } from '#web/lib/permissions';
import { useCookbookRoles } from '#web/lib/session/cookbook-roles';
import { toast } from '#web/lib/use-toast';
import { useStartAppImport } from '../api/start-app-import';
import { EXPORT_ACCEPT, isExportFile } from '../lib/app-import-texts';
import { ProgressBar } from './progress-bar';

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 sm:text-sm';

const MEGABYTE = 1024 * 1024;

interface Problems {
  file?: MessageId;
  cookbook?: MessageId;
}

/**
 * The export to import (docs/decisions/050): a file, the cookbook it goes into (one the user
 * edits and has switched on), and, for the family's admins, a Mealie backup's meal plans. A
 * missing file or cookbook is said under its field and nothing is sent; the upload shows its
 * progress and can be cancelled; the server's answer is the job, handed to `onStarted`.
 */
export function AppImportForm({
  running,
  onStarted,
}: {
  /** An import of the family is running: a second one would be refused. */
  running: boolean;
  onStarted: (job: AppImportJob) => void;
}) {
  const intl = useIntl();
  const roles = useCookbookRoles();
  const { currentFamilyId } = useCurrentFamily();
  const { isFamilyAdmin } = usePermissions();
  const startImport = useStartAppImport();
  const { offline, reasonProps } = useNeedsConnection();
  const editable = useMemo(
    () => (roles.data ?? []).filter((r) => r.canEdit && r.isActive !== false),
    [roles.data],
  );
  const [file, setFile] = useState<File | null>(null);
  const [chosenCookbook, setChosenCookbook] = useState('');
  const [mealPlans, setMealPlans] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [rejected, setRejected] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const cookbookId = chosenCookbook || String(editable[0]?.cookbookId ?? '');
  const uploading = startImport.isPending;
  const disabled = uploading || running;
  const fileError = rejected
    ? intl.formatMessage({ id: 'appImport.problem.notAnExport' }, { name: rejected })
    : problems.file && intl.formatMessage({ id: problems.file });

  const takeFile = (chosen: File) => {
    setFile(chosen);
    setRejected(null);
    setProblems((current) => ({ ...current, file: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (offline || disabled) return;
    const found: Problems = {
      file: file ? undefined : 'appImport.problem.noFile',
      cookbook: cookbookId ? undefined : 'appImport.problem.noCookbook',
    };
    setProblems(found);
    setRejected(null);
    if (!file || !cookbookId || currentFamilyId === null) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    startImport.mutate(
      {
        familyId: currentFamilyId,
        cookbookId: Number(cookbookId),
        mealPlans: isFamilyAdmin && mealPlans,
        file,
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: (job) => {
          setFile(null);
          onStarted(job);
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'appImport.toast.failed' }),
            description: errorMessage(intl, error, 'appImport.toast.failedDetail'),
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form onSubmit={submit} className="max-w-2xl space-y-5" noValidate>
      <div className="space-y-2">
        <p className="text-sm leading-none font-medium">
          {intl.formatMessage({ id: 'appImport.form.file' })}
        </p>
        <FileDropZone
          accept={EXPORT_ACCEPT}
          isAccepted={isExportFile}
          onFile={takeFile}
          onRejected={(refused) => {
            setFile(null);
            setRejected(refused.name);
          }}
          disabled={disabled}
          // The field's message or hint, on the zone's button.
          reasonProps={{
            'aria-describedby': fileError ? 'app-import-file-error' : 'app-import-file-hint',
            ...(fileError ? { 'aria-invalid': 'true' } : {}),
          }}
          label={intl.formatMessage({
            id: file ? 'appImport.form.replaceFile' : 'appImport.form.chooseFile',
          })}
          className={fileError ? 'border-destructive' : undefined}
        >
          {file ? (
            <>
              <FileArchive className="size-8 text-primary" aria-hidden="true" />
              <span className="max-w-full font-medium break-all">{file.name}</span>
              <span className="text-sm text-muted-foreground">
                {intl.formatMessage(
                  { id: 'appImport.form.fileSize' },
                  {
                    size: intl.formatNumber(file.size / MEGABYTE, {
                      style: 'unit',
                      unit: 'megabyte',
                      maximumFractionDigits: 1,
                    }),
                  },
                )}
              </span>
            </>
          ) : (
            <>
              <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">
                {intl.formatMessage({ id: 'appImport.form.dropPrompt' })}
              </span>
            </>
          )}
        </FileDropZone>
        {fileError ? (
          <p
            id="app-import-file-error"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {fileError}
          </p>
        ) : (
          <p id="app-import-file-hint" className="text-sm text-muted-foreground">
            {intl.formatMessage(
              { id: 'appImport.form.fileHint' },
              { maxMegabytes: MAX_APP_IMPORT_BYTES / MEGABYTE },
            )}
          </p>
        )}
      </div>

      <div className="space-y-2">
        <Label htmlFor="app-import-cookbook">
          {intl.formatMessage({ id: 'appImport.form.cookbook' })}
        </Label>
        <select
          id="app-import-cookbook"
          className={SELECT_CLASS}
          value={cookbookId}
          disabled={disabled || roles.isPending}
          onChange={(e) => {
            setChosenCookbook(e.target.value);
            setProblems((current) => ({ ...current, cookbook: undefined }));
          }}
          {...errorAria(
            'app-import-cookbook-error',
            problems.cookbook && intl.formatMessage({ id: problems.cookbook }),
          )}
        >
          {editable.length === 0 && (
            <option value="">{intl.formatMessage({ id: 'appImport.form.selectCookbook' })}</option>
          )}
          {editable.map((book) => (
            <option key={book.cookbookId} value={book.cookbookId}>
              {book.name}
            </option>
          ))}
        </select>
        <FieldError id="app-import-cookbook-error" message={problems.cookbook} />
      </div>

      {isFamilyAdmin && (
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <input
              id="app-import-meal-plans"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={mealPlans}
              disabled={disabled}
              aria-describedby="app-import-meal-plans-hint"
              onChange={(e) => setMealPlans(e.target.checked)}
            />
            <Label htmlFor="app-import-meal-plans">
              {intl.formatMessage({ id: 'appImport.form.mealPlans' })}
            </Label>
          </div>
          <p id="app-import-meal-plans-hint" className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'appImport.form.mealPlansHint' })}
          </p>
        </div>
      )}

      {percent !== null ? (
        <div className="grid gap-2 rounded-lg border bg-card p-4" role="status">
          <ProgressBar
            label={intl.formatMessage({ id: 'appImport.upload.label' })}
            percent={percent}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">
              {intl.formatMessage(
                { id: 'appImport.upload.progress' },
                { percent: intl.formatNumber(percent / 100, { style: 'percent' }) },
              )}
            </span>
            <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
              {intl.formatMessage({ id: 'appImport.upload.cancel' })}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" disabled={offline || running} {...reasonProps}>
          <Upload aria-hidden="true" />
          {intl.formatMessage({ id: 'appImport.form.submit' })}
        </Button>
      )}
    </form>
  );
}
