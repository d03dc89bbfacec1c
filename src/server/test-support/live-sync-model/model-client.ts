import http from 'node:http';
import type { LiveNotice, ResyncEvent } from '#shared/events/events.schemas';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import type { ItemState, QueuedTick } from '#shared/shopping/tick-replay';
import { openTestEventStream, type ReceivedEvent, type TestEventStream } from '../sse-client';

/** What one device shows of its family: what the model test compares with the server's. */
export interface DeviceView {
  mealPlans: MealPlan[];
  staged: StagedRecipe[];
  weekly: WeeklyShoppingList;
  favorites: number[];
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The week the model plans in, and the family's and user's ids. */
export interface ModelScope {
  familyId: number;
  weekStart: string;
  weekEnd: string;
}

type Resource = keyof DeviceView;

/**
 * A simulated device: the real HTTP API and the real event stream, with the browser
 * client's rules in miniature. It loads its view, reloads what a notice names (the newest
 * request's answer wins), patches checked items by version (a higher version always wins,
 * also over a reload that left before it), reloads everything after a `resync` or a
 * connection that could not resume, and reconnects with its Last-Event-ID after a drop.
 * Offline (docs/decisions/048) it hears nothing and its ticks wait in its queue, shown at once,
 * until it comes back and replays them as the browser's tick queue does.
 */
export class ModelClient {
  readonly view = {} as DeviceView;
  #stream: TestEventStream | null = null;
  #seen = 0;
  #cursor: string | undefined;
  readonly #started = new Map<Resource, number>();
  readonly #inFlight = new Set<Promise<void>>();
  #failure: Error | null = null;
  #offline = false;
  /** Ticks made offline, in the order made (the page's tick queue). */
  readonly offlineQueue: QueuedTick[] = [];

  constructor(
    readonly name: string,
    readonly cookie: string,
    readonly scope: ModelScope,
    readonly servers: readonly string[],
    readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 }),
  ) {}

  /** The last id received: how far this device has heard. */
  get cursor() {
    return this.#cursor;
  }

  get failure() {
    return this.#failure;
  }

  get offline() {
    return this.#offline;
  }

  /** No network: the connection drops and nothing is heard until `backOnline`. */
  goOffline() {
    this.drop();
    this.#offline = true;
  }

  backOnline() {
    this.#offline = false;
  }

  /** A tick made offline: queued, and shown at once on this device. */
  queueTick(tick: QueuedTick) {
    this.offlineQueue.push(tick);
    const item = this.view.weekly?.shoppingList?.items.find((i) => i.id === tick.itemId);
    if (item) item.checked = tick.checked;
  }

  /** A replayed tick's answer (or a 409's item): the server's word, if newer than shown. */
  showItem(state: ItemState) {
    const item = this.view.weekly?.shoppingList?.items.find((i) => i.id === state.id);
    if (item && item.version <= state.version) Object.assign(item, state);
  }

  /** A request to one of the servers (the first by default), as this device. */
  request(
    method: string,
    path: string,
    body?: unknown,
    server = 0,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const url = new URL(path, this.servers[server % this.servers.length]);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(url, {
        method,
        agent: this.agent,
        headers: {
          cookie: this.cookie,
          origin: url.origin,
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
          }),
        );
      });
      req.end(payload);
    });
  }

  /** Connects (to server `server`), resuming after the last id heard, and loads what it must. */
  async connect(server = 0) {
    const stream = await openTestEventStream(
      this.servers[server % this.servers.length]!,
      this.cookie,
      {
        lastEventId: this.#cursor,
      },
    );
    if (stream.status !== 200) throw new Error(`${this.name}: stream answered ${stream.status}`);
    this.#stream = stream;
    this.#seen = 0;
    const hello = await stream.waitFor((e) => e.event === 'hello');
    if (!(hello.data as { resumed: boolean }).resumed) await this.#reloadAll();
    this.#pump(stream);
  }

  /** Drops the connection, as a phone going through a tunnel. */
  drop() {
    this.#stream?.close();
    this.#stream = null;
  }

  get connected() {
    return this.#stream !== null && !this.#stream.ended;
  }

  /** Resolves once every reload this device started has answered. */
  async settled() {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  close() {
    this.drop();
    this.agent.destroy();
  }

  #pump(stream: TestEventStream) {
    const handle = () => {
      while (this.#stream === stream && this.#seen < stream.events.length) {
        this.#apply(stream.events[this.#seen++]!);
      }
      if (this.#stream === stream && !stream.ended)
        void stream
          .waitFor(() => true, { from: this.#seen, timeoutMs: 3_600_000 })
          .then(handle, handle);
    };
    handle();
  }

  #apply(event: ReceivedEvent) {
    if (event.id !== undefined) this.#cursor = event.id;
    if (event.event === 'notice') this.#onNotice(event.data as LiveNotice);
    if (event.event === 'resync') {
      const { familyIds, user } = event.data as ResyncEvent;
      if (familyIds.includes(this.scope.familyId)) this.#reload('mealPlans', 'staged', 'weekly');
      if (user) this.#reload('favorites');
    }
  }

  #onNotice(notice: LiveNotice) {
    switch (notice.kind) {
      case 'meal-plans':
        return this.#reload('mealPlans', 'weekly');
      case 'staging':
        return this.#reload('staged');
      case 'shopping-lists':
        return this.#reload('weekly');
      case 'shopping-items':
        if (notice.items) return this.#patchItems(notice.items);
        return this.#reload('weekly');
      case 'favorites':
        return this.#reload('favorites');
      // Not part of what a model device shows.
      case 'hidden':
      case 'notes':
      case 'recipes':
      case 'members':
      case 'memberships':
      case 'roles':
      case 'pantry':
        return undefined;
    }
  }

  #patchItems(items: NonNullable<LiveNotice['items']>) {
    const list = this.view.weekly?.shoppingList;
    if (!list) return;
    for (const changed of items) {
      const item = list.items.find((i) => i.id === changed.id);
      if (item && item.version < changed.version) Object.assign(item, changed);
    }
  }

  #reloadAll() {
    this.#reload('mealPlans', 'staged', 'weekly', 'favorites');
    return this.settled();
  }

  #reload(...resources: Resource[]) {
    for (const resource of resources) {
      const ticket = (this.#started.get(resource) ?? 0) + 1;
      this.#started.set(resource, ticket);
      const loading = this.#load(resource)
        .then((data) => {
          if (this.#started.get(resource) === ticket) this.#store(resource, data);
        })
        .catch((error: unknown) => {
          this.#failure ??= error instanceof Error ? error : new Error(String(error));
        })
        .finally(() => this.#inFlight.delete(loading));
      this.#inFlight.add(loading);
    }
  }

  async #load(resource: Resource): Promise<unknown> {
    const { familyId, weekStart, weekEnd } = this.scope;
    const paths: Record<Resource, string> = {
      mealPlans: `/api/families/${familyId}/meal-plans?startDate=${weekStart}&endDate=${weekEnd}`,
      staged: `/api/families/${familyId}/staged-recipes`,
      weekly: `/api/families/${familyId}/weekly-shopping-list?weekStartDate=${weekStart}`,
      favorites: '/api/user/favorites',
    };
    const answer = await this.request('GET', paths[resource]);
    if (answer.status !== 200) throw new Error(`${this.name}: GET ${resource} ${answer.status}`);
    return answer.body;
  }

  #store(resource: Resource, data: unknown) {
    if (resource === 'favorites') {
      this.view.favorites = (data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
      return;
    }
    if (resource !== 'weekly') {
      (this.view as unknown as Record<string, unknown>)[resource] = data;
      return;
    }
    // A reload that left before a patch must not take the patch back: per item, the higher
    // version wins (a regenerated list's items are new ids, so nothing of the old one stays).
    const weekly = data as WeeklyShoppingList;
    const shown = this.view.weekly?.shoppingList;
    if (shown && weekly.shoppingList?.id === shown.id) {
      for (const item of weekly.shoppingList.items) {
        const mine = shown.items.find((i) => i.id === item.id);
        if (mine && mine.version > item.version) Object.assign(item, mine);
      }
    }
    this.view.weekly = weekly;
  }
}
