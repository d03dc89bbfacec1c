import { useEffect, useRef, type PointerEvent } from 'react';

/** How far a finger travels sideways before it counts as a swipe, and how straight. */
const SWIPE_MIN_PX = 60;
const SWIPE_STRAIGHTNESS = 1.5;

/** Where every key belongs to the element: fields, and dialogs (the ingredients sheet). */
const OWNS_ALL_KEYS = 'input, textarea, select, [contenteditable], [role="dialog"]';
/** Where Space presses the element: arrows still turn the page from the focused Next button. */
const OWNS_SPACE = 'button, a, summary';

/**
 * Moving between steps without looking: the arrow keys and Space (Shift+Space goes back) on
 * the whole page, and a sideways swipe on the step (`swipeHandlers` go on its element, which
 * needs `touch-action: pan-y` so the browser leaves sideways moves to us).
 */
export function useStepGestures({
  enabled,
  onNext,
  onPrevious,
}: {
  enabled: boolean;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const handlers = useRef({ onNext, onPrevious });
  useEffect(() => {
    handlers.current = { onNext, onPrevious };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_ALL_KEYS)) return;
      if (event.key === ' ' && target?.closest(OWNS_SPACE)) return;
      const forward = event.key === 'ArrowRight' || (event.key === ' ' && !event.shiftKey);
      const back = event.key === 'ArrowLeft' || (event.key === ' ' && event.shiftKey);
      if (!forward && !back) return;
      event.preventDefault();
      if (forward) handlers.current.onNext();
      else handlers.current.onPrevious();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  const start = useRef<{ x: number; y: number } | null>(null);
  const swipeHandlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || !enabled) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * SWIPE_STRAIGHTNESS) return;
      if (dx < 0) handlers.current.onNext();
      else handlers.current.onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return swipeHandlers;
}
