import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CalendarDays, Plus, RefreshCw } from 'lucide-react';
import { localTimeZone } from '#shared/calendar/time-zones';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { useCalendarFeed } from '../api/calendar-feed';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { CalendarFeedAddress } from './calendar-feed-address';
import { CalendarFeedSettings } from './calendar-feed-settings';

/**
 * Calendar (product rule: calendar-feed): the signed-in user's private address for the family's
 * meal plan, for calendar apps to subscribe to. The address is shown once, when made; after that
 * the section shows the feed's settings, and offers a new address or turning it off.
 */
export function CalendarFeedSection({ familyId }: { familyId: number }) {
  const feed = useCalendarFeed(familyId);
  const intl = useIntl();
  const failed = (fallbackId: MessageId) => (error: Error) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'profile.errorTitle' }),
      description: errorMessage(intl, error, fallbackId),
    });
  /** The address just made: only the POST answer carries it, so it is gone after a reload. */
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const create = useCreateCalendarFeed({
    onSuccess: (created) => {
      setNewUrl(created.url);
      toast({ title: intl.formatMessage({ id: 'profile.calendar.created' }) });
    },
    onError: failed('profile.calendar.createFailed'),
  });
  const remove = useDeleteCalendarFeed({
    onSuccess: () => {
      setNewUrl(null);
      toast({ title: intl.formatMessage({ id: 'profile.calendar.turnedOff' }) });
    },
    onError: failed('profile.calendar.turnOffFailed'),
  });

  return (
    <section aria-labelledby="calendar-feed-heading" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="calendar-feed-heading" className="flex items-center gap-2 font-semibold">
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          {intl.formatMessage({ id: 'profile.calendar.title' })}
        </h3>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'profile.calendar.description' })}
        </p>
      </div>
      {feed.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'profile.calendar.loading' })} />
      ) : feed.isError ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>{intl.formatMessage({ id: 'profile.calendar.loadError' })}</AlertTitle>
            <AlertDescription>{errorMessage(intl, feed.error)}</AlertDescription>
          </div>
        </Alert>
      ) : feed.data.feed === null ? (
        <div>
          <Button
            disabled={create.isPending}
            onClick={() => create.mutate({ familyId, timeZone: localTimeZone() })}
          >
            <Plus aria-hidden="true" />
            {intl.formatMessage({ id: 'profile.calendar.create' })}
          </Button>
        </div>
      ) : (
        <>
          {newUrl ? (
            <CalendarFeedAddress url={newUrl} />
          ) : (
            <p className="text-sm">
              {intl.formatMessage(
                { id: 'profile.calendar.isOn' },
                {
                  date: intl.formatDate(new Date(feed.data.feed.createdAt), {
                    dateStyle: 'medium',
                  }),
                },
              )}
            </p>
          )}
          <CalendarFeedSettings
            key={feed.data.feed.createdAt}
            familyId={familyId}
            feed={feed.data.feed}
          />
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={create.isPending}>
                  <RefreshCw aria-hidden="true" />
                  {intl.formatMessage({ id: 'profile.calendar.renew' })}
                </Button>
              }
              title={intl.formatMessage({ id: 'profile.calendar.renewTitle' })}
              description={intl.formatMessage({ id: 'profile.calendar.renewDescription' })}
              confirmLabel={intl.formatMessage({ id: 'profile.calendar.renew' })}
              onConfirm={() =>
                create.mutate({ familyId, timeZone: feed.data.feed?.timeZone ?? localTimeZone() })
              }
            />
            <ConfirmDialog
              trigger={
                <Button
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  disabled={remove.isPending}
                >
                  {intl.formatMessage({ id: 'profile.calendar.turnOff' })}
                </Button>
              }
              title={intl.formatMessage({ id: 'profile.calendar.turnOffTitle' })}
              description={intl.formatMessage({ id: 'profile.calendar.turnOffDescription' })}
              confirmLabel={intl.formatMessage({ id: 'profile.calendar.turnOff' })}
              onConfirm={() => remove.mutate(familyId)}
            />
          </div>
        </>
      )}
    </section>
  );
}
