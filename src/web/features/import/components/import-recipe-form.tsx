import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CopyCheck, FileDown } from 'lucide-react';
import { ALREADY_IMPORTED_CODE, type AlreadyImported } from '#shared/import/import.schemas';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Input, Textarea } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Spinner } from '#web/components/ui/spinner';
import { isApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/i18n/error-message';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { useCookbookRoles } from '#web/lib/session/cookbook-roles';
import { toast } from '#web/lib/use-toast';
import { useImageConfig } from '#web/lib/image-config';
import { useImportRecipe } from '../api/import-recipe';
import {
  importFormSchema,
  toastOfProblem,
  type ImportFormValues,
  type ImportMode,
} from './import-form-schema';

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 sm:text-sm';

/**
 * The import pages' form (product rule: import-pages): an address or a pasted text, a select of
 * the active cookbooks the user edits, and 'Generate AI image' (on by default). Without an AI
 * provider the server draws a picture for the title instead, as the recipe form's Generate AI
 * Image does, so the box stays on and says so. While the server works a progress panel offers
 * Cancel; success opens the new recipe's edit page. Offline the fields stay editable, but Import
 * (and Import Anyway) wait for a connection and say so (docs/decisions/048).
 */
export function ImportRecipeForm({ mode }: { mode: ImportMode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const roles = useCookbookRoles();
  const imageConfig = useImageConfig();
  const importRecipe = useImportRecipe();
  // Cookbooks switched off on the profile page are not offered (they stay editable elsewhere).
  const editable = useMemo(
    () => (roles.data ?? []).filter((r) => r.canEdit && r.isActive !== false),
    [roles.data],
  );
  const firstCookbookId = String(editable[0]?.cookbookId ?? '');
  const schema = useMemo(() => importFormSchema(mode, firstCookbookId), [mode, firstCookbookId]);
  const form = useForm<ImportFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { source: '', cookbookId: '', generateImage: true },
  });
  const chosenCookbook = useWatch({ control: form.control, name: 'cookbookId' });
  const [duplicate, setDuplicate] = useState<AlreadyImported | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { offline, reasonProps } = useNeedsConnection();

  const cookbookId = chosenCookbook || firstCookbookId;
  const aiConfigured = imageConfig.data?.aiConfigured !== false;
  const hintId = `import-${mode}-generate-hint`;
  const drawnId = `import-${mode}-generate-drawn`;
  const fallbackId = mode === 'url' ? 'import.toast.failedFromUrl' : 'import.toast.failedFromText';

  // Problems show as toasts, as the spec has them, not under the fields.
  const onInvalid = (errors: FieldErrors<ImportFormValues>) => {
    const problem = toastOfProblem(errors.root?.message);
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: problem.titleId }),
      description: problem.descriptionId
        ? intl.formatMessage({ id: problem.descriptionId })
        : validationMessage(intl, problem.detail),
    });
  };

  function start(body: z.output<typeof schema>) {
    if (offline) return;
    setDuplicate(null);
    const controller = new AbortController();
    abort.current = controller;
    importRecipe.mutate(
      'url' in body
        ? { kind: 'url', body, signal: controller.signal }
        : { kind: 'text', body, signal: controller.signal },
      {
        onSuccess: (result) => {
          toast({
            title: intl.formatMessage({ id: 'import.toast.imported' }),
            description: result.title,
          });
          void navigate(`/recipe/edit/${result.id}`);
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          if (isApiError(error, 409) && error.code === ALREADY_IMPORTED_CODE) {
            setDuplicate(error.body as AlreadyImported);
            return;
          }
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'import.toast.failed' }),
            // The server's reason when it gave one (as before), else the page's own sentence.
            description: errorMessage(intl, error, fallbackId),
          });
        },
      },
    );
  }

  // Import Anyway: the same fields, sent with force.
  const startForced = (body: z.output<typeof schema>) =>
    start('url' in body ? { ...body, force: true } : body);

  function cancel() {
    abort.current?.abort();
    importRecipe.reset();
  }

  const busy = importRecipe.isPending;
  const sourceId = `import-${mode}`;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(start, onInvalid)(event)}
      className="max-w-2xl space-y-5"
      noValidate
    >
      <div className="space-y-2">
        <Label htmlFor={sourceId}>
          {intl.formatMessage({
            id: mode === 'url' ? 'import.form.urlLabel' : 'import.form.textLabel',
          })}
        </Label>
        {mode === 'url' ? (
          <Input
            id={sourceId}
            type="url"
            inputMode="url"
            // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an address, the same in every language
            placeholder="https://example.com/recipe"
            disabled={busy}
            {...form.register('source')}
          />
        ) : (
          <Textarea
            id={sourceId}
            className="min-h-64"
            placeholder={intl.formatMessage({ id: 'import.form.textPlaceholder' })}
            disabled={busy}
            {...form.register('source')}
          />
        )}
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${sourceId}-cookbook`}>
          {intl.formatMessage({ id: 'import.form.cookbook' })}
        </Label>
        <select
          id={`${sourceId}-cookbook`}
          className={SELECT_CLASS}
          value={cookbookId}
          disabled={busy || roles.isPending}
          onChange={(e) => form.setValue('cookbookId', e.target.value)}
        >
          {editable.length === 0 && (
            <option value="">{intl.formatMessage({ id: 'import.form.selectCookbook' })}</option>
          )}
          {editable.map((book) => (
            <option key={book.cookbookId} value={book.cookbookId}>
              {book.name}
            </option>
          ))}
        </select>
      </div>

      <div className="space-y-1">
        <div className="flex items-center gap-2">
          <input
            id={`${sourceId}-generate`}
            type="checkbox"
            className="size-4 accent-primary"
            disabled={busy}
            aria-describedby={aiConfigured ? hintId : `${hintId} ${drawnId}`}
            {...form.register('generateImage')}
          />
          <Label htmlFor={`${sourceId}-generate`}>
            {intl.formatMessage({ id: 'import.form.generateImage' })}
          </Label>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'import.form.generateImageHint' })}
        </p>
        {!aiConfigured && (
          <p id={drawnId} className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'import.form.imagesNotConfigured' })}
          </p>
        )}
      </div>

      {duplicate && (
        <Alert variant="warning">
          <CopyCheck aria-hidden="true" />
          <div className="min-w-0">
            <AlertTitle>{intl.formatMessage({ id: 'import.duplicate.title' })}</AlertTitle>
            <AlertDescription>
              <p>{intl.formatMessage({ id: 'import.duplicate.message' })}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void navigate(`/recipe/edit/${duplicate.existingId}`)}
                >
                  {intl.formatMessage({ id: 'import.duplicate.openExisting' })}
                </Button>
                <Button
                  type="button"
                  disabled={offline}
                  {...reasonProps}
                  onClick={() => void form.handleSubmit(startForced, onInvalid)()}
                >
                  {intl.formatMessage({ id: 'import.duplicate.importAnyway' })}
                </Button>
              </div>
            </AlertDescription>
          </div>
        </Alert>
      )}

      {busy ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4"
        >
          <Spinner className="size-5" />
          <span className="grow">
            {intl.formatMessage({
              id: mode === 'url' ? 'import.progress.url' : 'import.progress.text',
            })}
          </span>
          <Button type="button" variant="outline" onClick={cancel}>
            {intl.formatMessage({ id: 'import.progress.cancel' })}
          </Button>
        </div>
      ) : (
        <Button type="submit" disabled={offline} {...reasonProps}>
          <FileDown aria-hidden="true" />
          {intl.formatMessage({ id: 'import.form.submit' })}
        </Button>
      )}
    </form>
  );
}
