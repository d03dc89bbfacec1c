import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endSessionIfLost } from '../session/lost-session';
import { applyHello, applyNotice, applyResync } from './apply-live-event';
import { browserEventSource, LiveConnection, type LiveEventHandlers } from './live-connection';
import { LiveConnectionContext } from './live-status';

function cacheHandlers(queryClient: QueryClient): LiveEventHandlers {
  return {
    hello: (event, { isFirst }) => applyHello(queryClient, event, { isFirst }),
    notice: (notice) => applyNotice(queryClient, notice),
    resync: (event) => applyResync(queryClient, event),
    // The session ended elsewhere (another tab's logout, an admin) or expired: as after any
    // 401, the login page says so, on this URL. This tab's own logout says nothing.
    sessionEnded: () => endSessionIfLost(queryClient),
  };
}

/**
 * Keeps the signed-in app's live event stream open while it is mounted (one per tab: the
 * signed-in app mounts this once) and offers its state to useLiveStatus().
 */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connection] = useState(
    () => new LiveConnection(browserEventSource(), cacheHandlers(queryClient)),
  );
  useEffect(() => {
    connection.start();
    // Back online: no need to wait out the backoff.
    window.addEventListener('online', connection.retry);
    return () => {
      window.removeEventListener('online', connection.retry);
      connection.stop();
    };
  }, [connection]);
  return (
    <LiveConnectionContext.Provider value={connection}>{children}</LiveConnectionContext.Provider>
  );
}
