import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver: for layouts that depend on the
 * room a component has (beside a sidebar or not), not on the window. Null until measured, and
 * where there is no layout at all (jsdom reports 0).
 */
export function useElementWidth<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useLayoutEffect(() => {
    if (!node) return;
    const measure = (value: number) => setWidth(value > 0 ? value : null);
    measure(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  return [ref, width] as const;
}
