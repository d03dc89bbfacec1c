import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Code the first paint does not need (the shell's menus, the category filter's Select, the
 * toast viewport) loads after it: on the browser's first idle moment, or at once when the user
 * reaches for it. It keeps Radix's popper, focus trap and scroll lock out of the first load
 * (docs/decisions/020, "Changed on 2026-11-26").
 */
export interface DeferredModule<T> {
  /** Starts the import (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module once it has arrived, so later mounts render it at once. */
  current(): T | undefined;
}

export function deferModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null; // offline for a moment: the next attempt imports again
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** Safari has no requestIdleCallback: a timer stands in for it (as in app/route-prefetch). */
const FALLBACK_DELAY_MS = 1500;
const IDLE_TIMEOUT_MS = 5000;

/** Runs `run` when the browser is idle; returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * The module, or undefined until it arrives. Loading starts when the browser is idle, or at
 * once while `isNeededNow` (a toast is waiting, the user pressed the trigger). `beforeShow`
 * runs when the module has arrived, just before the component re-renders with it.
 */
export function useDeferredModule<T>(
  module: DeferredModule<T>,
  { isNeededNow = false, beforeShow }: { isNeededNow?: boolean; beforeShow?: () => void } = {},
): T | undefined {
  // Wrapped in an object: a module may be a function (a component) and useState would call it.
  const [state, setState] = useState<{ module?: T }>(() => ({ module: module.current() }));
  const beforeShowRef = useRef(beforeShow);
  useLayoutEffect(() => {
    beforeShowRef.current = beforeShow;
  });
  const isLoaded = state.module !== undefined;

  useEffect(() => {
    if (isLoaded) return;
    let isActive = true;
    const start = () => {
      module.load().then(
        (loaded) => {
          if (!isActive) return;
          beforeShowRef.current?.();
          setState({ module: loaded });
        },
        // The placeholder stays; the next idle moment or press tries again.
        () => {},
      );
    };
    if (isNeededNow) start();
    const cancelIdle = whenIdle(start);
    return () => {
      isActive = false;
      cancelIdle();
    };
  }, [module, isNeededNow, isLoaded]);

  return state.module;
}

/** What a placeholder trigger spreads onto its button so that it behaves like the real one. */
export interface PlaceholderTriggerProps {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: () => void;
}

/** Keys that open a Radix menu or select from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A popup (menu, select) whose Radix code arrives later. Until then `placeholder` renders a
 * trigger that looks and is labelled like the real one; pointing at it or focusing it starts
 * the import, and pressing it (pointer down, click, Enter, Space, arrows: what opens the Radix
 * trigger) opens the real popup as soon as it is in (`render` gets `defaultOpen`). If the
 * placeholder had keyboard focus when the swap happens, the real trigger gets it.
 *
 * The box is `display: contents`, so it takes no part in the layout.
 */
export function DeferredPopup<T>({
  module,
  placeholder,
  render,
}: {
  module: DeferredModule<T>;
  placeholder: (trigger: PlaceholderTriggerProps) => ReactNode;
  render: (module: T, options: { defaultOpen: boolean }) => ReactNode;
}) {
  const [isWanted, setIsWanted] = useState(false);
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const boxRef = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const loaded = useDeferredModule(module, {
    isNeededNow: isWanted || isOpenWanted,
    beforeShow: () => {
      hadFocus.current = Boolean(boxRef.current?.contains(document.activeElement));
    },
  });

  useLayoutEffect(() => {
    // Opened: Radix moves focus into the popup and gives it back to the trigger on close.
    if (!loaded || isOpenWanted || !hadFocus.current) return;
    boxRef.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
    // Once, when the real trigger replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const open = () => setIsOpenWanted(true);
  const trigger: PlaceholderTriggerProps = {
    onPointerEnter: () => setIsWanted(true),
    onFocus: () => setIsWanted(true),
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault(); // no click from Enter/Space, no page scroll from the arrows
      open();
    },
    onClick: open,
  };

  return (
    // data-deferred tells tests when the real trigger is in: a press aimed at the placeholder
    // just as it is replaced would reach a detached element (a real pointer hits the new one).
    <span ref={boxRef} className="contents" data-deferred={loaded ? 'loaded' : 'pending'}>
      {loaded ? render(loaded, { defaultOpen: isOpenWanted }) : placeholder(trigger)}
    </span>
  );
}
