import { useRef, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { isEscapePassedToDialog } from './escape-routing';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog panel. Besides Radix's behaviour:
 * - closing gives the focus back to the element that had it when the dialog opened (a card
 *   that opened it through the URL, a slot's Add button), not only to a Radix trigger;
 * - Escape closes it even while a toast is shown above it (see escape-routing.ts).
 */
export function DialogContent({
  className,
  children,
  hideCloseButton = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideCloseButton?: boolean }) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const escapeClose = useRef<HTMLButtonElement>(null);
  const intl = useIntl();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet: this is what opened it.
          const active = document.activeElement;
          returnFocusTo.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          if (event.defaultPrevented || !target?.isConnected || target.matches(':disabled')) {
            return; // Radix's own: the trigger, when there is one.
          }
          event.preventDefault();
          target.focus();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Escape' && isEscapePassedToDialog(event.nativeEvent)) {
            escapeClose.current?.click();
          }
        }}
        {...props}
      >
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
        <DialogPrimitive.Close ref={escapeClose} hidden tabIndex={-1} aria-hidden="true" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col gap-1.5 pr-6 text-center sm:text-left', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
