import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

/** Opened by its own trigger button, or by the caller (a prompt that comes from elsewhere). */
type Opening =
  | { trigger: ReactNode; open?: never; onOpenChange?: never }
  | { trigger?: never; open: boolean; onOpenChange: (open: boolean) => void };

export type ConfirmDialogProps = Opening & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel unless given. */
  cancelLabel?: string;
  /** Destructive unless confirming is the safe way on. */
  confirmVariant?: 'default' | 'destructive';
  /** The caller closes it (through `open`) once its work has answered, instead of at once. */
  keepOpenOnConfirm?: boolean;
  /** While the confirmed work runs, so it cannot be started twice. */
  isConfirmDisabled?: boolean;
  /** Why confirming is disabled (title, aria-description), e.g. a write needing a connection. */
  confirmReasonProps?: Record<string, string>;
};

/** Where focus was when the prompt opened, and the dialog that element sat in (if any). */
type FocusReturn = { element: Element | null; dialog: HTMLElement | null };

function focusReturnFrom(element: Element | null): FocusReturn {
  return { element, dialog: element?.closest<HTMLElement>('[role="dialog"]') ?? null };
}

/**
 * A button that asks first: `trigger` opens a confirmation with Cancel and `confirmLabel`;
 * confirming calls `onConfirm` and closes (the caller's toasts report the outcome). Without
 * `trigger` the caller holds `open`; Cancel (or Escape) reports `onOpenChange(false)`.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  cancelLabel,
  confirmVariant = 'destructive',
  keepOpenOnConfirm = false,
  isConfirmDisabled,
  confirmReasonProps,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const intl = useIntl();
  const isControlled = controlledOpen !== undefined;
  const returnFocus = useRef<FocusReturn>({ element: null, dialog: null });
  return (
    <AlertDialog
      open={isControlled ? controlledOpen : ownOpen}
      onOpenChange={isControlled ? onOpenChange : setOwnOpen}
    >
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent
        onOpenAutoFocus={() => (returnFocus.current = focusReturnFrom(document.activeElement))}
        onCloseAutoFocus={(event) => {
          const { element, dialog } = returnFocus.current;
          // Confirming often removes the very button that opened the prompt (the member,
          // the meal): focus would fall to the page, and Escape or Tab no longer reach the
          // dialog it was in. Give focus to that dialog instead.
          if (element?.isConnected || !dialog?.isConnected) return;
          event.preventDefault();
          dialog.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </AlertDialogCancel>
          <AlertDialogAction
            variant={confirmVariant}
            disabled={isConfirmDisabled}
            {...confirmReasonProps}
            onClick={(event) => {
              if (keepOpenOnConfirm) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
