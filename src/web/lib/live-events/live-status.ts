import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveConnection, LiveState } from './live-connection';

/** The signed-in app's live connection (live-updates.tsx provides it). */
export const LiveConnectionContext = createContext<LiveConnection | null>(null);

const STOPPED: LiveState = { status: 'stopped', closedBy: null };
const noConnection = () => STOPPED;
const subscribeToNothing = () => () => {};
const retryNothing = () => {};

export interface LiveStatusView extends LiveState {
  /** Reconnect now (when down, or after the server paused this tab's stream). */
  retry: () => void;
}

/** For the header's indicator: the stream's state; 'stopped' outside the signed-in app. */
export function useLiveStatus(): LiveStatusView {
  const connection = useContext(LiveConnectionContext);
  const state = useSyncExternalStore(
    connection?.subscribe ?? subscribeToNothing,
    connection?.getSnapshot ?? noConnection,
    connection?.getSnapshot ?? noConnection,
  );
  return { ...state, retry: connection?.retry ?? retryNothing };
}
