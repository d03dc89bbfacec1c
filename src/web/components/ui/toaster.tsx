import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastIcon,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { getToastDuration, getToastIconKind } from '#web/lib/toast-rules';
import { dismissToast, useToast } from '#web/lib/use-toast';

/** Renders the toast store. Mounted once near the root of the app. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <Toast
            key={item.id}
            variant={variant}
            open={item.open}
            duration={getToastDuration(variant, item.duration)}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
          >
            <ToastIcon kind={getToastIconKind(variant, item.title)} />
            <div className="grid min-w-0 flex-1 gap-1">
              {item.title && <ToastTitle>{item.title}</ToastTitle>}
              {item.description && <ToastDescription>{item.description}</ToastDescription>}
            </div>
            {item.action && (
              <ToastAction
                altText={item.action.altText ?? item.action.label}
                onClick={item.action.onClick}
              >
                {item.action.label}
              </ToastAction>
            )}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
