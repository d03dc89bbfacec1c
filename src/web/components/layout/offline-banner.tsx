import { useIntl } from 'react-intl';
import { CloudOff } from 'lucide-react';
import { useCurrentUser } from '#web/lib/auth';
import { lastSyncedAt } from '#web/lib/offline/last-synced';
import { useOnline } from '#web/lib/offline/online-status';
import { pantryQueue } from '#web/lib/offline/pantry-queue';
import { tickQueue } from '#web/lib/offline/tick-queue';
import { useQueued } from '#web/lib/offline/use-queued';

/**
 * Below the header while the device has no network (the header's pill keeps saying "Offline"
 * down a long list) (docs/decisions/048): how fresh what is
 * shown is ("Offline · updated 14:32"), what still works (ticks and pantry changes, kept and
 * sent later) and what waits for a connection, and how many writes wait to be sent. Once back
 * online it goes, or stays while queued writes are still on their way.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  const userId = useCurrentUser().id;
  const queued = useQueued(tickQueue, userId).length;
  const queuedPantry = useQueued(pantryQueue, userId).length;
  if (online && queued + queuedPantry === 0) return null;
  const syncedAt = lastSyncedAt();
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b bg-muted/60 px-4 py-2 text-sm text-muted-foreground sm:px-6 lg:px-8 print:hidden"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        {!online && (
          <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
            {syncedAt === null
              ? intl.formatMessage({ id: 'offline.status' })
              : intl.formatMessage(
                  { id: 'offline.statusUpdated' },
                  { time: intl.formatTime(syncedAt, { hour: '2-digit', minute: '2-digit' }) },
                )}
          </span>
        )}
        {queued > 0 && (
          <span data-testid="offline-queued">
            {intl.formatMessage({ id: 'offline.queued' }, { count: queued })}
          </span>
        )}
        {queuedPantry > 0 && (
          <span data-testid="offline-queued-pantry">
            {intl.formatMessage({ id: 'offline.pantry.queued' }, { count: queuedPantry })}
          </span>
        )}
        {!online && (
          <span className="basis-full">{intl.formatMessage({ id: 'offline.explain' })}</span>
        )}
      </div>
    </div>
  );
}
