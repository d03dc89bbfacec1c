import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CopyCheck, FileDown } from 'lucide-react';
import {
  ALREADY_IMPORTED_CODE,
  IMPORT_MESSAGES,
  type AlreadyImported,
} from '#shared/import/import.schemas';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Input, Textarea } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage, isApiError } from '#web/lib/api-client';
import { useCookbookRoles } from '#web/lib/session/cookbook-roles';
import { toast } from '#web/lib/use-toast';
import { useImageConfig } from '#web/lib/image-config';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
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
 * Cancel; success opens the new recipe's edit page.
 */
export function ImportRecipeForm({ mode }: { mode: ImportMode }) {
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

  const cookbookId = chosenCookbook || firstCookbookId;
  const aiConfigured = imageConfig.data?.aiConfigured !== false;
  const hintId = `import-${mode}-generate-hint`;
  const drawnId = `import-${mode}-generate-drawn`;
  const fallback = mode === 'url' ? IMPORT_MESSAGES.failedFromUrl : IMPORT_MESSAGES.failedFromText;

  // Problems show as toasts, as the spec has them, not under the fields.
  const onInvalid = (errors: FieldErrors<ImportFormValues>) =>
    toast({ variant: 'destructive', ...toastOfProblem(errors.root?.message) });

  function start(body: z.output<typeof schema>) {
    setDuplicate(null);
    const controller = new AbortController();
    abort.current = controller;
    importRecipe.mutate(
      'url' in body
        ? { kind: 'url', body, signal: controller.signal }
        : { kind: 'text', body, signal: controller.signal },
      {
        onSuccess: (result) => {
          toast({ title: IMPORT_MESSAGES.imported, description: result.title });
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
            title: IMPORT_MESSAGES.failed,
            description: getErrorMessage(error, fallback),
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
        <Label htmlFor={sourceId}>{mode === 'url' ? 'Recipe URL' : 'Recipe Text'}</Label>
        {mode === 'url' ? (
          <Input
            id={sourceId}
            type="url"
            inputMode="url"
            placeholder="https://example.com/recipe"
            disabled={busy}
            {...form.register('source')}
          />
        ) : (
          <Textarea
            id={sourceId}
            className="min-h-64"
            placeholder={'Title\n\nIngredients\n- 2 cups flour\n\nDirections\n1. Mix...'}
            disabled={busy}
            {...form.register('source')}
          />
        )}
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${sourceId}-cookbook`}>Cookbook</Label>
        <select
          id={`${sourceId}-cookbook`}
          className={SELECT_CLASS}
          value={cookbookId}
          disabled={busy || roles.isPending}
          onChange={(e) => form.setValue('cookbookId', e.target.value)}
        >
          {editable.length === 0 && <option value="">Select a cookbook</option>}
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
          <Label htmlFor={`${sourceId}-generate`}>Generate AI image</Label>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          Used when the recipe has no picture of its own.
        </p>
        {!aiConfigured && (
          <p id={drawnId} className="text-sm text-muted-foreground">
            {IMAGE_MESSAGES.notConfigured}
          </p>
        )}
      </div>

      {duplicate && (
        <Alert variant="warning">
          <CopyCheck aria-hidden="true" />
          <div className="min-w-0">
            <AlertTitle>Already imported</AlertTitle>
            <AlertDescription>
              <p>{duplicate.message}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void navigate(`/recipe/edit/${duplicate.existingId}`)}
                >
                  Open Existing Recipe
                </Button>
                <Button
                  type="button"
                  onClick={() => void form.handleSubmit(startForced, onInvalid)()}
                >
                  Import Anyway
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
            {mode === 'url' ? 'Importing recipe...' : 'Reading recipe...'}
          </span>
          <Button type="button" variant="outline" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button type="submit">
          <FileDown aria-hidden="true" />
          Import Recipe
        </Button>
      )}
    </form>
  );
}
