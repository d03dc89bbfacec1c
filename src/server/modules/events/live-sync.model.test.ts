import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { eventSequences } from '#server/db/schema';
import { createTestDatabase } from '#server/test-support/test-db';
import { testConfig } from '#server/test-support/test-app';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import {
  freePort,
  serverReady,
  startServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process';
import { ModelClient, type DeviceView } from '#server/test-support/live-sync-model/model-client';
import {
  Acknowledged,
  OPERATIONS,
  runOperation,
  seededRandom,
  type Operation,
} from '#server/test-support/live-sync-model/operations';

const TOTAL_OPERATIONS = 1000;
const WEEK = { weekStart: '2030-01-06', weekEnd: '2030-01-12' };
/** A failure prints its seed; FC_MODEL_SEED replays it. */
const SEED = Number(process.env.FC_MODEL_SEED ?? Date.now() % 1_000_000);

/** How often each operation is drawn: ticks and plans most, as a family's week has them. */
const WEIGHTS: Record<Operation, number> = {
  plan: 4,
  move: 3,
  remove: 2,
  stage: 2,
  unstage: 2,
  tick: 5,
  untick: 3,
  regenerate: 1,
  favourite: 2,
  // A phone in a shop without signal: offline for a while, ticking, then back (issue 28).
  'go-offline': 1,
  'come-online': 1,
};
const weighted = OPERATIONS.flatMap((op) => Array<Operation>(WEIGHTS[op]).fill(op));

/**
 * The model-based test of live sync (product rule: live-sync): two to four devices of one family
 * work through the real HTTP API and the real event stream, with random delays and dropped
 * connections, and offline periods in which a device only ticks (its queue replayed when it comes
 * back, docs/decisions/048); on PostgreSQL against two server processes. At the end every device
 * shows what the server has, no ticked item came back and no acknowledged write is lost.
 */
describe(`live sync between devices (seed ${SEED})`, () => {
  let handle: DatabaseHandle & { url?: string };
  let servers: string[];
  let inProcess: App | null = null;
  const processes: ServerProcess[] = [];
  let dataDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'fc-model-'));
    if (!handle.url) {
      inProcess = await buildApp({ config: testConfig(), db: handle.db });
      servers = [await inProcess.listen({ host: '127.0.0.1', port: 0 })];
      return;
    }
    // PostgreSQL: two real server processes on the one database.
    for (const name of ['one', 'two']) {
      const env = { DATABASE_URL: handle.url, SEED_DEMO_DATA: 'false' };
      processes.push(startServerProcess(path.join(dataDir, name), await freePort(), env));
    }
    await Promise.all(processes.map(serverReady));
    servers = processes.map((server) => server.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await inProcess?.close();
    for (const server of processes) server.child.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.exited));
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every device equal to the server through ${TOTAL_OPERATIONS} random operations`, async () => {
    const random = seededRandom(SEED);
    const family = await createFamily(handle.db);
    const cookbook = await createCookbook(handle.db, { familyId: family.id });
    const recipeIds: number[] = [];
    for (const title of ['Pancakes', 'Beef Stew', 'Tacos', 'Jollof Rice', 'Carrot Soup']) {
      const recipe = await createRecipe(handle.db, {
        cookbookId: cookbook.id,
        title,
        servings: 4,
        ingredients: [
          ['1', 'cup', 'milk'],
          ['2', null, `${title.toLowerCase()} onions, chopped`],
          ['250', 'gram', `${title.toLowerCase()} flour`],
        ],
      });
      recipeIds.push(recipe.id);
    }
    const deviceCount = 2 + random.int(3);
    const devices: { client: ModelClient; userId: number }[] = [];
    for (let i = 0; i < deviceCount; i++) {
      const user = await createUser(handle.db);
      await addMember(handle.db, user.id, family.id);
      const { cookie } = await signInAs(handle.db, user.id);
      const scope = { familyId: family.id, ...WEEK };
      devices.push({
        client: new ModelClient(`device ${i}`, cookie, scope, servers),
        userId: user.id,
      });
    }
    const acked = new Acknowledged();
    try {
      await Promise.all(devices.map(({ client }, i) => client.connect(i)));
      // A list to tick from the start.
      const first = {
        client: devices[0]!.client,
        userId: devices[0]!.userId,
        recipeIds,
        random,
        acked,
        server: 0,
      };
      await runOperation('plan', first);
      await runOperation('regenerate', first);

      const perDevice = Math.ceil(TOTAL_OPERATIONS / deviceCount);
      await Promise.all(
        devices.map(async ({ client, userId }) => {
          for (let n = 0; n < perDevice; n++) {
            await sleep(random.int(4));
            if (client.offline) {
              // Offline: nothing to reconnect until the device comes back (an operation).
            } else if (client.connected && random.chance(0.03)) client.drop();
            else if (!client.connected && random.chance(0.3))
              await client.connect(random.int(servers.length));
            const op = random.pick(weighted)!;
            await runOperation(op, {
              client,
              userId,
              recipeIds,
              random,
              acked,
              server: random.int(servers.length),
            });
          }
          // Devices come back in whatever order their last operations end.
          await runOperation('come-online', {
            client,
            userId,
            recipeIds,
            random,
            acked,
            server: random.int(servers.length),
          });
          if (!client.connected) await client.connect(random.int(servers.length));
        }),
      );

      /** Waits until every device heard its family's and its own last number, then compares. */
      const expectAllDevicesEqualToServer = async () => {
        const scopes = [`family:${family.id}`, ...devices.map((d) => `user:${d.userId}`)];
        const rows = await handle.db
          .select()
          .from(eventSequences)
          .where(inArray(eventSequences.scope, scopes));
        const last = new Map(rows.map((row) => [row.scope, row.seq]));
        for (const { client, userId } of devices) {
          const wanted = {
            [`f${family.id}`]: `family:${family.id}`,
            [`u${userId}`]: `user:${userId}`,
          };
          for (const [cursorScope, scope] of Object.entries(wanted)) {
            await expect
              .poll(() => heardUpTo(client.cursor, cursorScope), { timeout: 15_000 })
              .toBeGreaterThanOrEqual(last.get(scope) ?? 0);
          }
          await client.settled();
          expect(client.failure, client.name).toBeNull();
          const server = await readServerView(client);
          expect(normalise(client.view), `${client.name} (seed ${SEED})`).toEqual(
            normalise(server),
          );
        }
      };
      await expectAllDevicesEqualToServer();

      // Then ticks alone, which the other devices patch in place (no reload follows them).
      const ticker = devices[0]!;
      for (let n = 0; n < 3; n++) {
        await runOperation(random.chance(0.5) ? 'tick' : 'untick', {
          client: ticker.client,
          userId: ticker.userId,
          recipeIds,
          random,
          acked,
          server: n,
        });
      }
      await expectAllDevicesEqualToServer();

      // No acknowledged write was lost, and no ticked item came back.
      const server = await readServerView(devices[0]!.client);
      const plans = new Map(server.mealPlans.map((plan) => [plan.id, plan]));
      for (const [id, state] of acked.plans) {
        if (state === 'removed') expect(plans.has(id), `meal plan ${id} removed`).toBe(false);
        else
          expect(plans.get(id), `meal plan ${id}`).toMatchObject({
            mealType: state.mealType,
            date: `${state.day}T12:00:00`,
          });
      }
      const staged = new Set(server.staged.map((s) => s.id));
      for (const [id, state] of acked.staged)
        expect(staged.has(id), `staged ${id}`).toBe(state === 'staged');
      for (const item of server.weekly.shoppingList?.items ?? []) {
        const written = acked.items.get(item.id);
        if (written)
          expect({ version: item.version, checked: item.checked }, `item ${item.id}`).toEqual(
            written,
          );
        else
          expect(item, `item ${item.id} untouched`).toMatchObject({ version: 1, checked: false });
      }
      for (const { client, userId } of devices) {
        const expected = recipeIds.filter((id) => acked.favorites.get(`${userId}:${id}`) === true);
        expect((await readServerView(client)).favorites, `favourites of ${client.name}`).toEqual(
          expected,
        );
      }
      // The run exercised what it claims to.
      expect(acked.items.size).toBeGreaterThan(0);
      expect(acked.regenerations).toBeGreaterThan(1);
      expect(acked.replayed).toBeGreaterThan(0);
    } finally {
      for (const { client } of devices) client.close();
    }
  }, 300_000);
});

/** The number a cursor ('f12:34,u3:9') holds for one scope ('f12'), or 0. */
function heardUpTo(cursor: string | undefined, scope: string): number {
  const part = cursor?.split(',').find((p) => p.startsWith(`${scope}:`));
  return part ? Number(part.split(':')[1]) : 0;
}

/** What the server has now, read fresh through the API as `client`. */
async function readServerView(client: ModelClient): Promise<DeviceView> {
  const { familyId, weekStart, weekEnd } = client.scope;
  const get = async <T>(url: string) => {
    const res = await client.request('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    return res.body as T;
  };
  return {
    mealPlans: await get(
      `/api/families/${familyId}/meal-plans?startDate=${weekStart}&endDate=${weekEnd}`,
    ),
    staged: await get(`/api/families/${familyId}/staged-recipes`),
    weekly: await get(`/api/families/${familyId}/weekly-shopping-list?weekStartDate=${weekStart}`),
    favorites: (await get<{ id: number }[]>('/api/user/favorites'))
      .map((r) => r.id)
      .sort((a, b) => a - b),
  };
}

/** Views compare in id order (lists the server sorts otherwise arrive in its order anyway). */
function normalise(view: DeviceView) {
  const byId = <T extends { id: number }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => a.id - b.id);
  return {
    ...view,
    mealPlans: byId(view.mealPlans),
    staged: byId(view.staged),
    weekly: {
      ...view.weekly,
      shoppingList: view.weekly.shoppingList && {
        ...view.weekly.shoppingList,
        items: byId(view.weekly.shoppingList.items),
      },
    },
  };
}
