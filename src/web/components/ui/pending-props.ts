import { cn } from '#web/lib/utils';

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
