import { useToast } from '#web/lib/use-toast';
import { deferModule, useDeferredModule } from './deferred';

/** Radix Toast is not part of the first load (docs/decisions/020). */
const toasterModule = deferModule(() => import('./toaster'));

/**
 * The toast viewport (toaster.tsx), loaded on the browser's first idle moment or at once when
 * a toast is shown before that. The store (lib/use-toast) keeps the toast meanwhile, so it
 * still appears, a chunk's download later; once loaded the viewport stays mounted.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const loaded = useDeferredModule(toasterModule, { isNeededNow: toasts.length > 0 });
  return loaded ? <loaded.Toaster /> : null;
}
