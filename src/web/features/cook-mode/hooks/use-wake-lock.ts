import { useEffect, useState } from 'react';

export type WakeLockStatus = 'pending' | 'active' | 'unsupported' | 'failed';

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser drops the
 * lock whenever the tab is hidden, so it is taken again each time the tab shows; leaving cook
 * mode releases it. 'unsupported' and 'failed' let the page say the screen may go dark.
 */
export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    'wakeLock' in navigator ? 'pending' : 'unsupported',
  );

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;

    const take = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (left) {
          void taken.release();
          return;
        }
        sentinel = taken;
        setStatus('active');
      } catch {
        // Refused: battery saver, a permissions policy, or no user activation yet.
        if (!left) setStatus('failed');
      }
    };

    void take();
    const onVisibilityChange = () => void take();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release();
    };
  }, []);

  return status;
}
