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
 * The title's words that choose the icon, in every language of the catalogue: success, saved,
 * created, updated; warning, caution (German, French and Spanish stems after the English).
 */
const SUCCESS_WORDS =
  /success|saved|created|updated|erfolg|gespeichert|erstellt|aktualisiert|succès|réussi|enregistré|créé|mise?s? à jour|éxito|exito|guardad|cread|actualizad/;
const WARNING_WORDS =
  /warning|caution|warnung|vorsicht|avertissement|attention|advertencia|precaución/;

/**
 * Destructive → error icon; a title containing success/saved/created/updated → success icon;
 * warning/caution → warning icon; anything else → info icon. Matching ignores case, and the
 * same words count in German, French and Spanish titles (SUCCESS_WORDS, WARNING_WORDS).
 */
export function getToastIconKind(
  variant: ToastVariant | undefined,
  title: string | undefined,
): ToastIconKind {
  if (variant === 'destructive') return 'error';
  const text = (title ?? '').normalize('NFC').toLowerCase();
  if (SUCCESS_WORDS.test(text)) return 'success';
  if (WARNING_WORDS.test(text)) return 'warning';
  return 'info';
}

/** How long a toast stays: an explicit duration wins, then 5000 ms destructive, else 3000 ms. */
export function getToastDuration(variant: ToastVariant | undefined, duration?: number): number {
  if (duration !== undefined) return duration;
  return variant === 'destructive' ? DESTRUCTIVE_TOAST_DURATION_MS : TOAST_DURATION_MS;
}
