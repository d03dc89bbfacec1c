/**
 * Toast rules (product rule: toast-limits; product rule: toast-icons), kept pure so they are
 * unit-tested.
 */

export type ToastVariant = 'default' | 'destructive';
export type ToastIconKind = 'error' | 'success' | 'warning' | 'info';

/** At most one toast is shown; a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 3000;
export const DESTRUCTIVE_TOAST_DURATION_MS = 5000;
/** Suggested duration for toasts that carry an action button (spec: 1500-2000 ms). */
export const ACTION_TOAST_DURATION_MS = 2000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/**
 * Destructive → error icon; a title containing success/saved/created/updated → success icon;
 * warning/caution → warning icon; anything else → info icon. Matching ignores case.
 */
export function getToastIconKind(
  variant: ToastVariant | undefined,
  title: string | undefined,
): ToastIconKind {
  if (variant === 'destructive') return 'error';
  const text = (title ?? '').toLowerCase();
  if (/success|saved|created|updated/.test(text)) return 'success';
  if (/warning|caution/.test(text)) return 'warning';
  return 'info';
}

/** How long a toast stays: an explicit duration wins, then 5000 ms destructive, else 3000 ms. */
export function getToastDuration(variant: ToastVariant | undefined, duration?: number): number {
  if (duration !== undefined) return duration;
  return variant === 'destructive' ? DESTRUCTIVE_TOAST_DURATION_MS : TOAST_DURATION_MS;
}
