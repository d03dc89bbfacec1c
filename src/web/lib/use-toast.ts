import { type ReactNode, useSyncExternalStore } from 'react';
import { TOAST_LIMIT, type ToastVariant } from './toast-rules';

/**
 * Toast store. Call `toast({ title, description, variant })` from anywhere (components, mutation
 * callbacks); `<Toaster />` renders what is in the store. Only one toast is on screen at a
 * time: a new toast replaces the current one.
 */

export interface ToastActionOptions {
  label: string;
  /** Describes the action for screen readers when the toast is announced. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes; defaults to 3000 (5000 when destructive). */
  duration?: number;
  action?: ToastActionOptions;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastEvent =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; id: string; toast: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition; the newest toast comes first and at most TOAST_LIMIT are kept. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'add':
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === event.id ? { ...t, ...event.toast } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          event.id === undefined || t.id === event.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: event.id === undefined ? [] : state.toasts.filter((t) => t.id !== event.id),
      };
  }
}

/** Time a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY_MS = 200;

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
let counter = 0;

function dispatch(event: ToastEvent) {
  state = toastReducer(state, event);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return state;
}

export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id });
  setTimeout(() => dispatch({ type: 'remove', id }), REMOVE_DELAY_MS);
}

/** Until when destructive toasts are dropped (see muteErrorToasts). */
let errorsMutedUntil = 0;

/**
 * Drops destructive toasts for `ms` from now and closes the toast on screen. When the session
 * ends behind the app's back, every call on its way fails with 401 and each would toast its
 * own error; the login page says all there is to say. Each 401 mutes again, so a call that
 * fails later is covered too, while a real error afterwards toasts as usual.
 */
export function muteErrorToasts(ms: number) {
  errorsMutedUntil = Date.now() + ms;
  dismissToast();
}

const NO_TOAST = { id: '', dismiss: () => {}, update: () => {} };

/** Shows a toast, replacing any toast on screen. */
export function toast(options: ToastOptions) {
  if (options.variant === 'destructive' && Date.now() < errorsMutedUntil) return NO_TOAST;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastOptions>) => dispatch({ type: 'update', id, toast: next }),
  };
}

/** Current toasts plus the `toast` and `dismiss` functions. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast immediately. */
export function resetToasts() {
  errorsMutedUntil = 0;
  dispatch({ type: 'remove' });
}
