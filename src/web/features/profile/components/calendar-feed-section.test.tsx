import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MEAL_TIMES,
  type CalendarFeedSettings,
  type MealTimes,
} from '#shared/calendar/calendar.schemas';
import { localTimeZone } from '#shared/calendar/time-zones';
import type { FakeResponse } from '#web/test-support/test-utils';
import { renderApp } from '#web/test-support/test-utils';
import { FAMILY_ID, sentBodies, serveProfile } from '../test-fixtures';

const FEED = `/api/families/${FAMILY_ID}/calendar-feed`;
const URL_1 = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:3000/api/calendar/${'b'.repeat(43)}.ics`;
const HINT =
  "Add it to Google Calendar, Apple Calendar or Outlook as a subscription. Keep it private: anyone with it sees this family's meal plan.";

/** A fake server holding one feed (or none) for the profile page's family. */
function serveFeed(
  initial: CalendarFeedSettings | null,
  overrides: Record<string, FakeResponse> = {},
) {
  let feed = initial;
  const urls = [URL_1, URL_2];
  const server = serveProfile({
    extra: {
      [`GET ${FEED}`]: () => ({ body: { feed } }),
      [`POST ${FEED}`]: (init) => {
        const body = JSON.parse(init.body as string) as { timeZone: string };
        feed = {
          timeZone: body.timeZone,
          mealTimes: feed?.mealTimes ?? DEFAULT_MEAL_TIMES,
          createdAt: '2026-11-26T10:00:00.000Z',
        };
        return { status: 201, body: { url: urls.shift(), ...feed } };
      },
      [`PATCH ${FEED}`]: (init) => {
        const body = JSON.parse(init.body as string) as Partial<CalendarFeedSettings>;
        feed = { ...feed!, ...body, mealTimes: { ...feed!.mealTimes, ...body.mealTimes } };
        return { body: feed };
      },
      [`DELETE ${FEED}`]: () => {
        feed = null;
        return { status: 204 };
      },
      ...overrides,
    },
  });
  return server;
}

const existing = (mealTimes: Partial<MealTimes> = {}): CalendarFeedSettings => ({
  timeZone: 'Europe/Berlin',
  mealTimes: { ...DEFAULT_MEAL_TIMES, ...mealTimes },
  createdAt: '2026-11-20T09:00:00.000Z',
});

async function openSection() {
  const utils = renderApp('/profile');
  const heading = await screen.findByRole('heading', { name: 'Calendar' });
  const section = within(heading.closest('section')!);
  return { ...utils, section };
}

describe('the Calendar section of the profile page', () => {
  it('creates an address in the browser’s time zone and shows it once, with Copy', async () => {
    const { calls } = serveFeed(null);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { section } = await openSection();
    expect(
      section.getByText(
        "Your private address for this family's meal plan, to subscribe to in a calendar app.",
      ),
    ).toBeInTheDocument();

    await userEvent.click(await section.findByRole('button', { name: 'Create calendar address' }));
    expect(await screen.findByText('Calendar address created')).toBeInTheDocument();
    expect(sentBodies(calls, 'POST', FEED)).toEqual([{ timeZone: localTimeZone() }]);
    const address = section.getByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue(URL_1);
    expect(address).toHaveAttribute('readonly');
    expect(section.getByText(HINT)).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    // The settings of the new feed: the defaults.
    expect(section.getByLabelText('Dinner')).toHaveValue('18:00');
    expect(section.getByLabelText('Time zone')).toHaveValue(localTimeZone());
  });

  it('shows an existing feed’s settings, never an address, and saves changed meal times', async () => {
    const { calls } = serveFeed(existing({ Lunch: null }));
    const { section } = await openSection();
    expect(await section.findByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(section.queryByRole('textbox', { name: 'Your calendar address' })).toBeNull();
    expect(section.getByText(/It was shown once/)).toBeInTheDocument();
    expect(section.getByLabelText('Breakfast')).toHaveValue('08:00');
    expect(section.getByLabelText('Lunch')).toBeDisabled();
    expect(section.getByRole('checkbox', { name: 'Lunch all day' })).toBeChecked();
    const save = section.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const dinner = section.getByLabelText('Dinner');
    await userEvent.clear(dinner);
    await userEvent.type(dinner, '19:30');
    await userEvent.click(section.getByRole('checkbox', { name: 'Snack all day' }));
    // Lunch back to a time: the field had kept the default.
    await userEvent.click(section.getByRole('checkbox', { name: 'Lunch all day' }));
    expect(section.getByLabelText('Lunch')).toHaveValue('12:00');
    await userEvent.click(save);

    expect(await screen.findByText('Calendar settings saved')).toBeInTheDocument();
    expect(sentBodies(calls, 'PATCH', FEED)).toEqual([
      {
        timeZone: 'Europe/Berlin',
        mealTimes: { ...DEFAULT_MEAL_TIMES, Dinner: '19:30', Snack: null },
      },
    ]);
    await waitFor(() => expect(section.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('checks the time zone and the times before sending anything', async () => {
    const { calls } = serveFeed(existing());
    const { section } = await openSection();
    const zone = await section.findByLabelText('Time zone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByRole('alert')).toHaveTextContent(/Unknown time zone/);
    expect(zone).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(zone);
    await userEvent.type(zone, 'America/New_York');
    await userEvent.clear(section.getByLabelText('Breakfast'));
    expect(section.getByText('Enter a time, or choose All day')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(section.getByRole('checkbox', { name: 'Breakfast all day' }));
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Calendar settings saved')).toBeInTheDocument();
    expect(sentBodies(calls, 'PATCH', FEED)).toEqual([
      { timeZone: 'America/New_York', mealTimes: { ...DEFAULT_MEAL_TIMES, Breakfast: null } },
    ]);
  });

  it("toasts the server's message when saving fails", async () => {
    serveFeed(existing(), {
      [`PATCH ${FEED}`]: {
        status: 400,
        body: { code: 'validation_error', message: 'Invalid timeZone: Unknown time zone' },
      },
    });
    const { section } = await openSection();
    const dinner = await section.findByLabelText('Dinner');
    await userEvent.clear(dinner);
    await userEvent.type(dinner, '20:00');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid timeZone: Unknown time zone')).toBeInTheDocument();
  });

  it('makes a new address after a confirmation, keeping the time zone', async () => {
    const { calls } = serveFeed(existing());
    const { section } = await openSection();
    await userEvent.click(await section.findByRole('button', { name: 'Create new address' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new address' }));
    expect(await section.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
      URL_1,
    );
    expect(sentBodies(calls, 'POST', FEED)).toEqual([{ timeZone: 'Europe/Berlin' }]);
  });

  it('turns the address off after a confirmation; Cancel keeps it', async () => {
    const { calls } = serveFeed(existing());
    const { section } = await openSection();
    await userEvent.click(await section.findByRole('button', { name: 'Turn off' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Calendar address turned off')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE' && c.url === FEED)).toHaveLength(1);
    expect(
      await section.findByRole('button', { name: 'Create calendar address' }),
    ).toBeInTheDocument();
    expect(section.queryByLabelText('Time zone')).toBeNull();
  });
});
