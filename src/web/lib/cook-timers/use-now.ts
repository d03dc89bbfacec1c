import { useEffect, useState } from 'react';

/**
 * The wall clock, re-read every `intervalMs` while `active` and whenever the tab shows again
 * (held still otherwise: nothing needs it then).
 * The interval only repaints: what a timer shows is worked out from Date.now() each time, so
 * a throttled or frozen interval (a locked phone, a background tab) costs nothing but frames.
 */
export function useNow(active: boolean, intervalMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const interval = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active, intervalMs]);
  return now;
}
