import { MEAL_TYPES } from '#shared/meal-plans/meal-plans.schemas';
import { addDaysToDay } from '#shared/meal-plans/calendar-day';
import { randomUUID } from 'node:crypto';
import { replayTicks, type QueuedTick, type TickAnswer } from '#shared/shopping/tick-replay';
import type { ModelClient } from './model-client';

/** A small seeded generator (mulberry32): a failing run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/**
 * What the server acknowledged, in the order it did: the model's record of writes that must
 * never be lost. Moves and removals of one meal plan are serialised (`locks`), so the last
 * acknowledged one is the plan's state; checks carry versions, so the highest acknowledged
 * version is the item's.
 */
export class Acknowledged {
  readonly plans = new Map<number, { day: string; mealType: string } | 'removed'>();
  readonly staged = new Map<number, 'staged' | 'removed'>();
  readonly items = new Map<number, { version: number; checked: boolean }>();
  /** Per user, per recipe: favourite or not. */
  readonly favorites = new Map<string, boolean>();
  readonly locks = new Set<number>();
  conflicts = 0;
  regenerations = 0;
  /** Ticks made offline and sent when the device came back. */
  replayed = 0;

  ackItem(id: number, version: number, checked: boolean) {
    const known = this.items.get(id);
    if (!known || known.version < version) this.items.set(id, { version, checked });
  }
}

export const OPERATIONS = [
  'plan',
  'move',
  'remove',
  'stage',
  'unstage',
  'tick',
  'untick',
  'regenerate',
  'favourite',
  'go-offline',
  'come-online',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface OperationContext {
  client: ModelClient;
  userId: number;
  recipeIds: readonly number[];
  random: Random;
  acked: Acknowledged;
  /** Which server takes the request (several processes on PostgreSQL). */
  server: number;
}

const expectStatus = (op: string, status: number, allowed: readonly number[]) => {
  if (!allowed.includes(status)) throw new Error(`${op} answered ${status}`);
};

/** Runs one operation through the API and records what the server acknowledged. */
export async function runOperation(op: Operation, ctx: OperationContext): Promise<void> {
  const { client, random, acked, server } = ctx;
  const { familyId, weekStart } = client.scope;
  const day = () => addDaysToDay(weekStart, random.int(7));
  const mealType = () => random.pick(MEAL_TYPES)!;
  const send = (method: string, path: string, body?: unknown) =>
    client.request(method, path, body, server);

  // Offline only ticks are made (they wait in the queue); the app disables every other write.
  if (client.offline && op !== 'tick' && op !== 'untick' && op !== 'come-online') return;
  switch (op) {
    case 'go-offline':
      if (!client.offline) client.goOffline();
      return;
    case 'come-online':
      if (client.offline) await comeOnline(ctx);
      return;
    case 'plan': {
      const at = { day: day(), mealType: mealType() };
      const res = await send('POST', '/api/meal-plans', {
        familyId,
        date: at.day,
        mealType: at.mealType,
        plannedServings: 1 + random.int(6),
        recipeId: random.pick(ctx.recipeIds),
      });
      expectStatus(op, res.status, [201]);
      acked.plans.set((res.body as { id: number }).id, at);
      return;
    }
    case 'move':
    case 'remove': {
      const shown = (client.view.mealPlans ?? []).map((plan) => plan.id);
      const id = random.pick(shown.filter((planId) => !acked.locks.has(planId)));
      if (id === undefined) return;
      acked.locks.add(id);
      try {
        if (op === 'remove') {
          const res = await send('DELETE', `/api/meal-plans/${id}`);
          expectStatus(op, res.status, [200, 204, 404]);
          if (res.status !== 404) acked.plans.set(id, 'removed');
          return;
        }
        const at = { day: day(), mealType: mealType() };
        const res = await send('PATCH', `/api/meal-plans/${id}`, {
          date: at.day,
          mealType: at.mealType,
        });
        expectStatus(op, res.status, [200, 404]);
        if (res.status === 200) acked.plans.set(id, at);
      } finally {
        acked.locks.delete(id);
      }
      return;
    }
    case 'stage': {
      const res = await send('POST', '/api/staged-recipes', {
        familyId,
        recipeId: random.pick(ctx.recipeIds),
        batchCount: 1 + random.int(3),
      });
      expectStatus(op, res.status, [201]);
      acked.staged.set((res.body as { id: number }).id, 'staged');
      return;
    }
    case 'unstage': {
      const id = random.pick((client.view.staged ?? []).map((s) => s.id));
      if (id === undefined) return;
      const res = await send('DELETE', `/api/staged-recipes/${id}`);
      expectStatus(op, res.status, [200, 204, 404]);
      if (res.status !== 404) acked.staged.set(id, 'removed');
      return;
    }
    case 'tick':
    case 'untick': {
      const items = client.view.weekly?.shoppingList?.items ?? [];
      const item = random.pick(items.filter((i) => i.checked === (op === 'untick')));
      if (!item) return;
      if (client.offline) {
        client.queueTick({
          seq: ++queuedSeq,
          userId: ctx.userId,
          familyId,
          itemId: item.id,
          checked: op === 'tick',
          version: item.version,
          idempotencyKey: randomUUID(),
        });
        return;
      }
      const res = await send('PATCH', `/api/shopping-list-items/${item.id}`, {
        checked: op === 'tick',
        version: item.version,
      });
      expectStatus(op, res.status, [200, 404, 409]);
      if (res.status === 200) {
        const answered = res.body as { version: number; checked: boolean };
        acked.ackItem(item.id, answered.version, answered.checked);
      }
      if (res.status === 409) acked.conflicts++;
      return;
    }
    case 'regenerate': {
      const res = await send('POST', '/api/shopping-lists', {
        shoppingList: {
          familyId,
          weekStartDate: weekStart,
          weekEndDate: addDaysToDay(weekStart, 6),
        },
        generateFromMealPlans: true,
        forceRegenerate: true,
      });
      // 409: another device's regeneration of the same list was committing at that moment.
      expectStatus(op, res.status, [200, 201, 409]);
      if (res.status !== 409) acked.regenerations++;
      return;
    }
    case 'favourite': {
      const recipeId = random.pick(ctx.recipeIds)!;
      const key = `${ctx.userId}:${recipeId}`;
      const isFavourite = acked.favorites.get(key) ?? false;
      const res = isFavourite
        ? await send('DELETE', `/api/favorites/${recipeId}`)
        : await send('POST', '/api/favorites', { recipeId });
      expectStatus(op, res.status, [200, 201, 204]);
      acked.favorites.set(key, !isFavourite);
      return;
    }
  }
}

let queuedSeq = 0;

/**
 * Back online: the queue is replayed as the browser replays it (shared/shopping/tick-replay.ts,
 * each write with its version and Idempotency-Key), every write the server answered is
 * acknowledged, then the device reconnects and hears what it missed.
 */
async function comeOnline({ client, acked, server }: OperationContext) {
  const send = async (tick: QueuedTick, version: number): Promise<TickAnswer> => {
    const res = await client.request(
      'PATCH',
      `/api/shopping-list-items/${tick.itemId}`,
      { checked: tick.checked, version },
      server,
      { 'idempotency-key': tick.idempotencyKey },
    );
    expectStatus('replay', res.status, [200, 404, 409]);
    if (res.status === 404) return { kind: 'gone' };
    const item = (res.status === 200 ? res.body : (res.body as { item: unknown }).item) as {
      id: number;
      checked: boolean;
      version: number;
    };
    if (res.status === 409) {
      acked.conflicts++;
      return { kind: 'conflict', item };
    }
    acked.ackItem(item.id, item.version, item.checked);
    return { kind: 'saved', item };
  };
  const replay = await replayTicks(client.offlineQueue, send);
  if (replay.stopped) throw new Error(`${client.name}: the replay got no answer`);
  acked.replayed += replay.done.length;
  client.offlineQueue.length = 0;
  for (const item of [...replay.saved, ...replay.conflicts]) client.showItem(item);
  client.backOnline();
  await client.connect(server);
}
