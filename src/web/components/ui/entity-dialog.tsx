import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { pendingProps } from '#web/components/ui/pending-props';

/**
 * The shell of a create or edit dialog: title, description, an optional trigger and the body
 * (an EntityForm, usually mounted per opening with a `key` so each opening starts afresh).
 * Closing goes through `onOpenChange`; a caller that must not close while saving says so there.
 */
export function EntityDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that opens it, when the dialog has its own. */
  trigger?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of an EntityDialog: its fields, then Cancel and the submit button, which says
 * `pendingLabel` while the server works. A submit while pending is dropped here, so a double
 * click sends one request. By default the submit button stays focusable while pending
 * (aria-disabled, see pendingProps); `lockWhilePending` disables both buttons instead.
 */
export function EntityForm({
  onSubmit,
  onCancel,
  isPending,
  submitLabel,
  pendingLabel,
  lockWhilePending = false,
  label,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  onCancel: () => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  lockWhilePending?: boolean;
  /** The form's accessible name, when it needs one besides the dialog's. */
  label?: string;
  children: ReactNode;
}) {
  const submitPending = lockWhilePending ? { disabled: isPending } : pendingProps(isPending);
  const intl = useIntl();
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={label}
      onSubmit={(event) => {
        if (isPending) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={lockWhilePending && isPending}
          onClick={onCancel}
        >
          {intl.formatMessage({ id: 'ui.dialog.cancel' })}
        </Button>
        <Button type="submit" {...submitPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
