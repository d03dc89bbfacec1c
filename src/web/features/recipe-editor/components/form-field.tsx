import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label';
import { SelectItem } from '#web/components/ui/select';

/** The spec's message under a field (spec 2 §5); `id` ties it to the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Marks a control invalid and points it at its message while there is one. */
export function errorAria(errorId: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
  } as const;
}

export type FieldControlProps = { id: string } & ReturnType<typeof errorAria>;

/**
 * A labelled field with its message below: `children` renders the control with the props
 * that tie it to the label and the message (`{id}-error`).
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...errorAria(errorId, error) })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A select's options for things chosen by id and shown by name (cookbooks, units). */
export function NamedItems({ items }: { items: readonly { id: number; name: string }[] }) {
  return items.map((item) => (
    <SelectItem key={item.id} value={String(item.id)}>
      {item.name}
    </SelectItem>
  ));
}
