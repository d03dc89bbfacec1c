/**
 * Escape belongs to the dialog the focus is in. Radix gives Escape to the top-most layer,
 * and a toast that appeared while a dialog was open is above it, so Escape would close the
 * toast and leave the dialog open. The toast passes such an Escape on (it stays open, and
 * closes by itself) and the dialog closes on it.
 */

const passedOn = new WeakSet<Event>();

/** For the toast: an Escape pressed inside a dialog goes to that dialog. */
export function passEscapeToDialog(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('[role="dialog"]')) return false;
  event.preventDefault();
  passedOn.add(event);
  return true;
}

/** For the dialog: this Escape was passed on to it by a toast above it. */
export function isEscapePassedToDialog(event: Event): boolean {
  return passedOn.has(event);
}
