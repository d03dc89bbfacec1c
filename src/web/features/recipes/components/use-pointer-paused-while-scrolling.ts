import { useEffect, type RefObject } from 'react';

/** The attribute the grid's CSS shows its shield with (`data-scrolling:`). */
const SCROLLING_ATTRIBUTE = 'data-scrolling';
/** Quiet time after the last wheel or scroll event that ends a scroll. */
const SCROLL_END_MS = 150;

/**
 * Marks the element (the grid's shield, a transparent layer over the cards) with
 * `data-scrolling` while the wheel scrolls the page, so the shield takes the pointer then
 * (docs/decisions/031). Cards passing under a still pointer would otherwise take and lose the
 * hover on every frame: hover styles recomputed, transitions started, events dispatched, a
 * large part of the grid's work per scrolled frame. A shield, not `pointer-events: none` on
 * the grid: that is inherited, and switching it restyles every mounted card.
 *
 * A wheel starts it; scroll events keep it up while a smooth scroll runs on, and it goes
 * 150 ms after the last, or at once when the pointer really moves, so a card is clickable as
 * soon as the hand moves to it. Other scrolls (keys, the focus moving, a script) start
 * nothing: the pointer is not riding them. The attribute is set on the element directly, so a
 * scroll costs no React render.
 */
export function usePointerPausedWhileScrolling(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resume = () => {
      clearTimeout(timer);
      element.removeAttribute(SCROLLING_ATTRIBUTE);
    };
    const holdOn = () => {
      clearTimeout(timer);
      timer = setTimeout(resume, SCROLL_END_MS);
    };
    const pause = () => {
      if (!element.hasAttribute(SCROLLING_ATTRIBUTE)) element.setAttribute(SCROLLING_ATTRIBUTE, '');
      holdOn();
    };
    const keepPaused = () => {
      if (element.hasAttribute(SCROLLING_ATTRIBUTE)) holdOn();
    };
    window.addEventListener('wheel', pause, { passive: true });
    window.addEventListener('scroll', keepPaused, { passive: true });
    window.addEventListener('pointermove', resume, { passive: true });
    return () => {
      resume();
      window.removeEventListener('wheel', pause);
      window.removeEventListener('scroll', keepPaused);
      window.removeEventListener('pointermove', resume);
    };
  }, [ref]);
}
