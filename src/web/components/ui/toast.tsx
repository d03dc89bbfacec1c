import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, X } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { passEscapeToDialog } from './escape-routing';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastIconKind,
} from '#web/lib/toast-rules';

/** Radix Toast wrapped in the app's style. Use `toast()` from use-toast.ts to show one. */

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'ui.toast.label' })}
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

/**
 * Where toasts show: across the top on phones; from 640 px at the top centre, at most 420 px
 * wide (product rule: toast-limits). The top centre is the header's empty middle, or a dialog's
 * title: never a dialog's buttons (Add Note, footers sit bottom right) nor its Close button (top
 * right).
 */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      // Radix puts the hotkey in place of '{hotkey}'.
      label={intl.formatMessage({ id: 'ui.toast.region' }, { hotkey: '{hotkey}' })}
      className={cn(
        'fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:right-auto sm:left-1/2 sm:max-w-[420px] sm:-translate-x-1/2',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg transition-all data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      className={cn(toastVariants({ variant }), className)}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        // Focus in a dialog: Escape closes the dialog, the toast stays (escape-routing.ts).
        if (!event.defaultPrevented) passEscapeToDialog(event);
      }}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Close
      aria-label={intl.formatMessage({ id: 'ui.toast.close' })}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

const ICONS = {
  error: CircleX,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  info: Info,
} satisfies Record<ToastIconKind, unknown>;

const ICON_COLOURS: Record<ToastIconKind, string> = {
  error: 'text-destructive-foreground',
  success: 'text-success',
  warning: 'text-warning',
  info: 'text-info',
};

export function ToastIcon({ kind }: { kind: ToastIconKind }) {
  const Icon = ICONS[kind];
  return (
    <Icon
      className={cn('mt-0.5 size-5 shrink-0', ICON_COLOURS[kind])}
      aria-hidden="true"
      data-testid={`toast-icon-${kind}`}
    />
  );
}
