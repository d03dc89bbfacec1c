import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DEFAULT_MEAL_TIMES,
  updateCalendarFeedBodySchema,
  type CalendarFeedSettings as Settings,
  type MealTimes,
} from '#shared/calendar/calendar.schemas';
import { isKnownTimeZone, supportedTimeZones } from '#shared/calendar/time-zones';
import { MEAL_TYPES, type MealType } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { formSchemaFor } from '#web/lib/form-schema';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { toast } from '#web/lib/use-toast';
import { useUpdateCalendarFeed } from '../api/update-calendar-feed';

// Client-only messages: the message is its catalogue id (validationMessage formats it).
const UNKNOWN_ZONE = 'profile.calendar.settings.unknownZone' satisfies MessageId;
const MISSING_TIME = 'profile.calendar.settings.missingTime' satisfies MessageId;

const MEAL_TYPE_LABELS = {
  Breakfast: 'profile.calendar.settings.mealType.breakfast',
  Lunch: 'profile.calendar.settings.mealType.lunch',
  Dinner: 'profile.calendar.settings.mealType.dinner',
  Snack: 'profile.calendar.settings.mealType.snack',
  Dessert: 'profile.calendar.settings.mealType.dessert',
} as const satisfies Record<MealType, MessageId>;

const mapTypes = <T,>(value: (type: MealType) => T) =>
  Object.fromEntries(MEAL_TYPES.map((type) => [type, value(type)])) as Record<MealType, T>;

const byType = <T extends z.ZodType>(schema: T) => z.object(mapTypes(() => schema));

/** A time per meal type, null where All day is chosen (the field keeps its time meanwhile). */
const toMealTimes = (times: Record<MealType, string>, allDay: Record<MealType, boolean>) =>
  mapTypes((type) => (allDay[type] ? null : times[type])) as MealTimes;

/**
 * The fields keep a time while All day is on, so switching back restores it. The spec's
 * messages are the client's own (a missing time is marked at its field); the PATCH body is
 * then checked with the shared schema.
 */
const calendarSettingsFormSchema = formSchemaFor({
  fields: z
    .object({
      timeZone: z.string().trim().refine(isKnownTimeZone, UNKNOWN_ZONE),
      times: byType(z.string()),
      allDay: byType(z.boolean()),
    })
    .superRefine(({ times, allDay }, ctx) => {
      for (const type of MEAL_TYPES) {
        if (!allDay[type] && times[type] === '') {
          ctx.addIssue({ code: 'custom', message: MISSING_TIME, path: ['times', type] });
        }
      }
    }),
  toBody: ({ timeZone, times, allDay }) => ({ timeZone, mealTimes: toMealTimes(times, allDay) }),
  body: updateCalendarFeedBodySchema,
  path: 'root',
});
type CalendarSettingsFormValues = z.input<typeof calendarSettingsFormSchema>;

/**
 * A feed's time zone and its meal times: a time per meal type, or All day. A time switched to
 * All day is kept in the field (greyed), so switching back restores it. Saved together.
 */
export function CalendarFeedSettings({ familyId, feed }: { familyId: number; feed: Settings }) {
  const form = useForm<
    CalendarSettingsFormValues,
    unknown,
    z.output<typeof calendarSettingsFormSchema>
  >({
    resolver: zodResolver(calendarSettingsFormSchema),
    // The zone's message stays until the next submit (typing clears it); a missing time is
    // marked as soon as it is missing (see checkTimes).
    reValidateMode: 'onSubmit',
    defaultValues: {
      timeZone: feed.timeZone,
      times: mapTypes((type) => feed.mealTimes[type] ?? DEFAULT_MEAL_TIMES[type] ?? ''),
      allDay: mapTypes((type) => feed.mealTimes[type] === null),
    },
  });
  const intl = useIntl();
  const zones = useMemo(() => [...supportedTimeZones()].sort(), []);
  const update = useUpdateCalendarFeed({
    onSuccess: () =>
      toast({ title: intl.formatMessage({ id: 'profile.calendar.settings.saved' }) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.errorTitle' }),
        description: errorMessage(intl, error, 'profile.calendar.settings.saveFailed'),
      }),
  });

  const [timeZone, times, allDay] = useWatch({
    control: form.control,
    name: ['timeZone', 'times', 'allDay'],
  });
  const { errors } = form.formState;
  const zoneError = validationMessage(intl, errors.timeZone?.message);
  const missingError = errors.times;
  const mealTimes = toMealTimes(times, allDay);
  const isChanged =
    timeZone !== feed.timeZone ||
    MEAL_TYPES.some((type) => mealTimes[type] !== feed.mealTimes[type]);
  const checkTimes = () => void form.trigger('times');

  const save = form.handleSubmit((body) => {
    if (update.isPending) return;
    update.mutate({ familyId, ...body });
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={intl.formatMessage({ id: 'profile.calendar.settings.label' })}
      onSubmit={(event) => void save(event)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="calendar-feed-zone">
          {intl.formatMessage({ id: 'profile.calendar.settings.timeZone' })}
        </Label>
        <Input
          id="calendar-feed-zone"
          list="calendar-feed-zones"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby="calendar-feed-zone-hint"
          className="sm:max-w-72"
          {...form.register('timeZone', { onChange: () => form.clearErrors('timeZone') })}
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
          {zoneError ?? intl.formatMessage({ id: 'profile.calendar.settings.timeZoneHint' })}
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          {intl.formatMessage({ id: 'profile.calendar.settings.mealTimes' })}
        </legend>
        {MEAL_TYPES.map((type) => {
          const timeId = `calendar-feed-time-${type}`;
          const isMissing = Boolean(missingError?.[type]);
          const label = intl.formatMessage({ id: MEAL_TYPE_LABELS[type] });
          return (
            <div
              key={type}
              className="grid grid-cols-[5rem_minmax(0,8.5rem)_auto] items-center gap-x-3"
            >
              <Label htmlFor={timeId}>{label}</Label>
              <Input
                id={timeId}
                type="time"
                step={60}
                disabled={allDay[type]}
                aria-invalid={isMissing ? true : undefined}
                aria-describedby={isMissing ? 'calendar-feed-times-error' : undefined}
                {...form.register(`times.${type}`, { onChange: checkTimes })}
              />
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={intl.formatMessage(
                    { id: 'profile.calendar.settings.allDayFor' },
                    { mealType: label },
                  )}
                  {...form.register(`allDay.${type}`, { onChange: checkTimes })}
                />
                {intl.formatMessage({ id: 'profile.calendar.settings.allDay' })}
              </label>
            </div>
          );
        })}
        {missingError && (
          <p id="calendar-feed-times-error" role="alert" className="text-sm text-destructive">
            {intl.formatMessage({ id: MISSING_TIME })}
          </p>
        )}
      </fieldset>

      {/* What the server would refuse besides the above (the inputs cannot make it). */}
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {validationMessage(intl, errors.root.message)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!isChanged || Boolean(missingError) || update.isPending}>
          {intl.formatMessage({ id: 'profile.calendar.settings.save' })}
        </Button>
      </div>
    </form>
  );
}
