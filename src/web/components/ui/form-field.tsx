import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Label } from '#web/components/ui/label';
import { validationMessage } from '#web/lib/i18n/validation-message';

/**
 * The message under a field (product rule: recipe-form-validation), in the active language:
 * `message` is a catalogue id (a client-only schema's) or a text of src/shared (the shared
 * schemas'), see validationMessage. `id` ties it to the field's aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {validationMessage(intl, message)}
    </p>
  );
}

/**
 * Marks a control invalid and points it at what explains it: the message while there is one,
 * else the description (when the field shows one).
 */
export function errorAria(errorId: string, message: string | undefined, descriptionId?: string) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : descriptionId,
  } as const;
}

/** Props that tie a control to its label, its message and its description. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field with its message below (product rule: recipe-form-validation; the message
 * as FieldError shows it, in the active language): `children`
 * renders the control with the props that tie it to the label (`htmlFor`), the message
 * (`{id}-error`) and the description (`{id}-description`). The description gives way to the message
 * while there is one.
 */
export function FormField({
  id,
  label,
  error,
  description,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  description?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const descriptionId = description && !error ? `${id}-description` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...errorAria(errorId, error, descriptionId) })}
      {descriptionId && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
