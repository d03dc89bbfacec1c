import { useState } from 'react';
import { CalendarDays, Plus, RefreshCw } from 'lucide-react';
import { localTimeZone } from '#shared/calendar/time-zones';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage, getServerMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useCalendarFeed } from '../api/calendar-feed';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { CalendarFeedAddress } from './calendar-feed-address';
import { CalendarFeedSettings } from './calendar-feed-settings';

const failed = (fallback: string) => (error: Error) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description: getServerMessage(error) ?? fallback,
  });

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * Calendar (product rule: calendar-feed): the signed-in user's private address for the family's
 * meal plan, for calendar apps to subscribe to. The address is shown once, when made; after that
 * the section shows the feed's settings, and offers a new address or turning it off.
 */
export function CalendarFeedSection({ familyId }: { familyId: number }) {
  const feed = useCalendarFeed(familyId);
  /** The address just made: only the POST answer carries it, so it is gone after a reload. */
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const create = useCreateCalendarFeed({
    onSuccess: (created) => {
      setNewUrl(created.url);
      toast({ title: 'Calendar address created' });
    },
    onError: failed('The calendar address could not be created'),
  });
  const remove = useDeleteCalendarFeed({
    onSuccess: () => {
      setNewUrl(null);
      toast({ title: 'Calendar address turned off' });
    },
    onError: failed('The calendar address could not be turned off'),
  });

  return (
    <section aria-labelledby="calendar-feed-heading" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="calendar-feed-heading" className="flex items-center gap-2 font-semibold">
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          Calendar
        </h3>
        <p className="text-sm text-muted-foreground">
          Your private address for this family&apos;s meal plan, to subscribe to in a calendar app.
        </p>
      </div>
      {feed.isPending ? (
        <Spinner label="Loading calendar" />
      ) : feed.isError ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>Error loading the calendar address</AlertTitle>
            <AlertDescription>{getErrorMessage(feed.error)}</AlertDescription>
          </div>
        </Alert>
      ) : feed.data.feed === null ? (
        <div>
          <Button
            disabled={create.isPending}
            onClick={() => create.mutate({ familyId, timeZone: localTimeZone() })}
          >
            <Plus aria-hidden="true" />
            Create calendar address
          </Button>
        </div>
      ) : (
        <>
          {newUrl ? (
            <CalendarFeedAddress url={newUrl} />
          ) : (
            <p className="text-sm">
              Your address is on (made {dateFormat.format(new Date(feed.data.feed.createdAt))}). It
              was shown once; if you need it again, create a new one.
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
                  Create new address
                </Button>
              }
              title="Create a new calendar address?"
              description="The current address stops working at once: calendars subscribed to it stop updating until you add the new one."
              confirmLabel="Create new address"
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
                  Turn off
                </Button>
              }
              title="Turn off the calendar address?"
              description="The address stops working at once, and calendars subscribed to it stop showing this family's meals."
              confirmLabel="Turn off"
              onConfirm={() => remove.mutate(familyId)}
            />
          </div>
        </>
      )}
    </section>
  );
}
