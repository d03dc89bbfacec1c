import type { ComponentProps, ReactNode } from 'react';
import { Label } from '#web/components/ui/label';
import { cn } from '#web/lib/utils';

/** Props that tie a control to its label and its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field with the spec's message below it (spec 2 §5): `children` renders the
 * control with the props that tie it to the label and the message.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint && !error && <p className="text-sm text-muted-foreground">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A native select styled like our inputs: lists of thousands of users or families stay fast,
 * and phones show their own picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({
  id,
  label,
  hint,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; hint?: ReactNode }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="size-4 accent-primary" {...props} />
        <Label htmlFor={id}>{label}</Label>
      </div>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

/**
 * A control that waits for the server: marked aria-disabled (and dimmed) rather than disabled,
 * so it keeps the focus (a disabled button drops it to the page, and Escape then no longer
 * reaches the dialog it sits in). Its handler ignores clicks while `pending`.
 */
export function pendingProps(pending: boolean) {
  return {
    'aria-disabled': pending ? true : undefined,
    className: cn(pending && 'cursor-progress opacity-60'),
  } as const;
}
