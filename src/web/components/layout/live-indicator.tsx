import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CloudOff, Loader, Pause } from 'lucide-react';
import { useLiveStatus } from '#web/lib/live-events/live-status';
import { useOnline } from '#web/lib/offline/online-status';
import { cn } from '#web/lib/utils';

/** A first connection usually takes a moment; saying so only after this long stays quiet. */
export const CONNECTING_QUIET_MS = 2000;

/** True once `active` has held for `delayMs`; false again as soon as it ends. */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [active, delayMs]);
  return active && held;
}

/**
 * Whether changes from other devices arrive (product rule: live-sync), quietly: nothing while the
 * stream is live or just connecting; a muted pill when it is down ('Offline', with Retry) or when
 * the server paused this tab's stream for a newer one ('Live updates paused', with Resume). The
 * status text sits in a live region that is always there, so screen readers hear it change.
 */
export function LiveIndicator() {
  const live = useLiveStatus();
  const { closedBy, retry } = live;
  // Without a network the pill says "Offline" without Retry (it cannot help); the banner
  // below the header says what still works.
  const online = useOnline();
  const status = online ? live.status : 'down';
  const intl = useIntl();
  const slowToConnect = useHeldFor(status === 'connecting', CONNECTING_QUIET_MS);
  const paused = status === 'stopped' && closedBy === 'superseded';
  const shown = status === 'down' || paused || slowToConnect;
  const Icon = paused ? Pause : status === 'down' ? CloudOff : Loader;

  return (
    <div
      className={cn(
        'flex shrink-0 items-center',
        shown &&
          'h-8 gap-1 rounded-full border bg-muted/60 pr-1 pl-2 text-xs text-muted-foreground',
        shown && !((status === 'down' && online) || paused) && 'pr-2.5',
      )}
      data-testid="live-indicator"
      data-status={status}
    >
      <span role="status" className="inline-flex items-center gap-1.5 whitespace-nowrap">
        {shown && <Icon className="size-3.5 shrink-0" aria-hidden="true" />}
        {status === 'down' && intl.formatMessage({ id: 'layout.live.offline' })}
        {paused && (
          <>
            <span className="sm:hidden">
              {intl.formatMessage({ id: 'layout.live.pausedShort' })}
            </span>
            <span className="hidden sm:inline">
              {intl.formatMessage({ id: 'layout.live.paused' })}
            </span>
          </>
        )}
        {slowToConnect && intl.formatMessage({ id: 'layout.live.connecting' })}
      </span>
      {((status === 'down' && online) || paused) && (
        <button
          type="button"
          className="rounded-full px-2 py-1 font-medium text-foreground outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={intl.formatMessage({
            id: paused ? 'layout.live.resumeLabel' : 'layout.live.retryLabel',
          })}
          onClick={retry}
        >
          {intl.formatMessage({ id: paused ? 'layout.live.resume' : 'layout.live.retry' })}
        </button>
      )}
    </div>
  );
}
