import { z } from 'zod';
import {
  IMPORT_MESSAGES,
  importFromTextBodySchema,
  importFromUrlBodySchema,
} from '#shared/import/import.schemas';
import { formSchemaFor } from '#web/lib/form-schema';
import type { MessageId } from '#web/lib/i18n/catalogues';

export type ImportMode = 'url' | 'text';

const importFields = z.object({
  source: z.string(),
  cookbookId: z.string(),
  generateImage: z.boolean(),
});
export type ImportFormValues = z.input<typeof importFields>;

/**
 * The fields as the mode's body (the select holds an id as text; '' means the first editable
 * cookbook), checked with the shared schema: its first problem is the form's (a toast).
 */
export function importFormSchema(mode: ImportMode, firstCookbookId: string) {
  const options = ({ cookbookId, generateImage }: ImportFormValues) => ({
    cookbookId: Number(cookbookId || firstCookbookId),
    categoryId: null,
    generateImage,
  });
  return mode === 'url'
    ? formSchemaFor({
        fields: importFields,
        toBody: (values) => ({ url: values.source, ...options(values), force: false }),
        body: importFromUrlBodySchema,
        path: 'root',
      })
    : formSchemaFor({
        fields: importFields,
        toBody: (values) => ({ text: values.source, ...options(values) }),
        body: importFromTextBodySchema,
        path: 'root',
      });
}

/** A toast's texts: catalogue ids, or (`detail`) a validation message to format. */
export interface ProblemToast {
  titleId: MessageId;
  descriptionId?: MessageId;
  detail?: string;
}

/**
 * The toasts for what the form refuses (product rule: import-messages); else the server's would-be
 * answer.
 */
export function toastOfProblem(message: string | undefined): ProblemToast {
  if (message === IMPORT_MESSAGES.missingUrl) {
    return {
      titleId: 'import.problem.missingUrl',
      descriptionId: 'import.problem.missingUrlDetail',
    };
  }
  if (message === IMPORT_MESSAGES.missingText) return { titleId: 'import.problem.missingText' };
  if (message === IMPORT_MESSAGES.missingCookbook) {
    return { titleId: 'import.problem.missingCookbook' };
  }
  return { titleId: 'import.toast.failed', detail: message };
}
