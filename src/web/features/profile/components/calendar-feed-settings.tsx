import { useMemo, useState } from 'react';
import {
  DEFAULT_MEAL_TIMES,
  type CalendarFeedSettings as Settings,
  type MealTimes,
} from '#shared/calendar/calendar.schemas';
import { isKnownTimeZone, supportedTimeZones } from '#shared/calendar/time-zones';
import { MEAL_TYPES, type MealType } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { getServerMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useUpdateCalendarFeed } from '../api/update-calendar-feed';

const TIME_ZONE_HINT = 'Meal times are clock times in this zone.';
const UNKNOWN_ZONE = "Unknown time zone: pick one from the list, e.g. 'Europe/Berlin'";
const MISSING_TIME = 'Enter a time, or choose All day';

type Times = Record<MealType, string>;
type AllDay = Record<MealType, boolean>;

const mapTypes = <T,>(value: (type: MealType) => T) =>
  Object.fromEntries(MEAL_TYPES.map((type) => [type, value(type)])) as Record<MealType, T>;

/**
 * A feed's time zone and its meal times: a time per meal type, or All day. A time switched to
 * All day is kept in the field (greyed), so switching back restores it. Saved together.
 */
export function CalendarFeedSettings({ familyId, feed }: { familyId: number; feed: Settings }) {
  const [timeZone, setTimeZone] = useState(feed.timeZone);
  const [times, setTimes] = useState<Times>(() =>
    mapTypes((type) => feed.mealTimes[type] ?? DEFAULT_MEAL_TIMES[type] ?? ''),
  );
  const [allDay, setAllDay] = useState<AllDay>(() =>
    mapTypes((type) => feed.mealTimes[type] === null),
  );
  const [zoneError, setZoneError] = useState<string>();
  const zones = useMemo(() => [...supportedTimeZones()].sort(), []);
  const update = useUpdateCalendarFeed({
    onSuccess: () => toast({ title: 'Calendar settings saved' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(error) ?? 'The calendar settings could not be saved',
      }),
  });

  const mealTimes: MealTimes = mapTypes((type) => (allDay[type] ? null : times[type]));
  const missing = MEAL_TYPES.filter((type) => mealTimes[type] === '');
  const isChanged =
    timeZone !== feed.timeZone ||
    MEAL_TYPES.some((type) => mealTimes[type] !== feed.mealTimes[type]);

  const save = () => {
    const zone = timeZone.trim();
    if (!isKnownTimeZone(zone)) {
      setZoneError(UNKNOWN_ZONE);
      return;
    }
    if (missing.length > 0 || update.isPending) return;
    update.mutate({ familyId, timeZone: zone, mealTimes });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="Calendar settings"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="calendar-feed-zone">Time zone</Label>
        <Input
          id="calendar-feed-zone"
          list="calendar-feed-zones"
          autoComplete="off"
          spellCheck={false}
          value={timeZone}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby="calendar-feed-zone-hint"
          className="sm:max-w-72"
          onChange={(event) => {
            setTimeZone(event.target.value);
            setZoneError(undefined);
          }}
        />
        <datalist id="calendar-feed-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p
          id="calendar-feed-zone-hint"
          role={zoneError ? 'alert' : undefined}
          className={
            zoneError ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'
          }
        >
          {zoneError ?? TIME_ZONE_HINT}
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Meal times</legend>
        {MEAL_TYPES.map((type) => {
          const timeId = `calendar-feed-time-${type}`;
          const isMissing = missing.includes(type);
          return (
            <div
              key={type}
              className="grid grid-cols-[5rem_minmax(0,8.5rem)_auto] items-center gap-x-3"
            >
              <Label htmlFor={timeId}>{type}</Label>
              <Input
                id={timeId}
                type="time"
                step={60}
                value={times[type]}
                disabled={allDay[type]}
                aria-invalid={isMissing ? true : undefined}
                aria-describedby={isMissing ? 'calendar-feed-times-error' : undefined}
                onChange={(event) => setTimes((all) => ({ ...all, [type]: event.target.value }))}
              />
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={allDay[type]}
                  aria-label={`${type} all day`}
                  onChange={(event) =>
                    setAllDay((all) => ({ ...all, [type]: event.target.checked }))
                  }
                />
                All day
              </label>
            </div>
          );
        })}
        {missing.length > 0 && (
          <p id="calendar-feed-times-error" role="alert" className="text-sm text-destructive">
            {MISSING_TIME}
          </p>
        )}
      </fieldset>

      <div>
        <Button type="submit" disabled={!isChanged || missing.length > 0 || update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
