import type { ComponentProps, ReactNode } from 'react';
import { Label } from '#web/components/ui/label';
import { cn } from '#web/lib/utils';

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
