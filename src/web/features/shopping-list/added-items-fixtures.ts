import type { MeasurementSystem } from '#shared/measures/measurement-system';
import { addedItemsOf, readAddedLine } from '#shared/shopping/added-lines';
import {
  ADDED_LINE_WITHOUT_NAME_MESSAGE,
  type AddShoppingListItemsBody,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import { emptyWeek, makeList } from './test-fixtures';

let nextId = 900;

/**
 * The fake server's POST …/weekly-shopping-list/items (product rule: added-items): the lines
 * read by the shared reader, as the server reads them, appended to the week's list as added
 * items (a week without a list gets an empty one: 201); a line naming nothing is the server's
 * 400, and nothing changes.
 */
export function addLinesToWeek(
  weeks: Map<string, WeeklyShoppingList>,
  { weekStartDate, lines }: AddShoppingListItemsBody,
  system: MeasurementSystem = 'asWritten',
): Response {
  const read = lines.map(readAddedLine);
  const unread = read.findIndex((line) => line === null);
  if (unread >= 0) {
    return respond(
      {
        code: 'added_line_without_name',
        message: ADDED_LINE_WITHOUT_NAME_MESSAGE,
        fieldErrors: { [`lines.${unread}`]: ADDED_LINE_WITHOUT_NAME_MESSAGE },
      },
      400,
    );
  }
  const weekly = weeks.get(weekStartDate) ?? emptyWeek(weekStartDate);
  const list = weekly.shoppingList ?? { ...makeList([]), weekStartDate };
  const added = addedItemsOf(
    read.filter((line) => line !== null),
    system,
  ).map((item) => ({
    ...item,
    id: nextId++,
    checked: false,
    version: 1,
    pantryState: null,
    stockedAt: null,
    addedByHand: true,
  }));
  const changed = { ...weekly, shoppingList: { ...list, items: [...list.items, ...added] } };
  weeks.set(weekStartDate, changed);
  return respond(changed, weekly.shoppingList ? 200 : 201);
}

function respond(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The add calls made so far: each one's body and Idempotency-Key. */
export function addCalls(calls: ReadonlyArray<{ method: string; url: string; init: RequestInit }>) {
  return calls
    .filter((call) => call.method === 'POST' && call.url.includes('/weekly-shopping-list/items'))
    .map((call) => ({
      body: JSON.parse(call.init.body as string) as AddShoppingListItemsBody,
      idempotencyKey: new Headers(call.init.headers).get('idempotency-key'),
    }));
}
