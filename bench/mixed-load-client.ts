/**
 * The clients of bench/mixed-load.ts, in a process of their own so they never share an event
 * loop with the server they measure: `connections` keep-alive clients, each sending its next
 * request as soon as the previous answer has been read in full. With `writeEvery` n, every
 * n-th request of a client is a write, in turn: a note (added, then deleted the next time), a
 * meal plan (likewise), a shopping list item ticked or unticked, a recipe edited (its own
 * recipe, with the If-Match of its last save). The rest read the family's recipe list.
 *
 *   npx tsx bench/mixed-load-client.ts '<MixedLoadOptions as JSON>'
 *
 * prints one JSON MixedSample line.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import type { LoadSample } from './http-load';

export type MixedLoadOptions = {
  baseUrl: string;
  /** Sent with every request: the session cookie, Accept-Encoding as browsers send it. */
  headers: Record<string, string>;
  familyId: number;
  connections: number;
  durationMs: number;
  /** Requests sent before this long after the start are not counted. */
  warmupMs: number;
  /** Every how many requests of a client one is a write; 0: reads only. */
  writeEvery: number;
  /** Which writes, taken in turn. */
  writeKinds: WriteKind[];
  /** The recipe each client edits (one each) and plans; its cookbook and category. */
  recipeIds: number[];
  cookbookId: number;
  categoryId: number;
  /** Items of the family's shopping list the clients tick (one each, round robin). */
  shoppingItemIds: number[];
};

export const WRITE_KINDS = ['note', 'plan', 'tick', 'edit'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export type MixedSample = {
  reads: LoadSample;
  writes: LoadSample;
  /** Answers other than 2xx, by method and status ('PATCH 409'), over the whole run. */
  failures: Record<string, number>;
};

type Answer = { status: number; body: string };

const emptySample = (seconds: number): LoadSample => ({
  latenciesMs: [],
  bytes: 0,
  errors: 0,
  seconds,
  responseBytes: 0,
});

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const seconds = options.durationMs / 1000;
  const sample: MixedSample = {
    reads: emptySample(seconds),
    writes: emptySample(seconds),
    failures: {},
  };
  const measureFrom = performance.now() + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const listPath = `/api/families/${options.familyId}/recipes`;

  const send = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    new Promise<Answer>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = {
        ...options.headers,
        // Only the list's bytes are counted, not read: every other answer is read as JSON.
        ...(path !== listPath && { 'accept-encoding': 'identity' }),
        ...extra,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(method !== 'GET' && { origin: options.baseUrl }),
      };
      const req = http.request(`${options.baseUrl}${path}`, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      req.on('error', (error) => resolve({ status: 0, body: error.message }));
      req.end(payload);
    });

  /** Sends one request and counts it as a read or a write if it fell in the measured time. */
  const timed = async (
    kind: 'reads' | 'writes',
    method: string,
    path: string,
    body?: unknown,
    extra?: Record<string, string>,
  ) => {
    const sent = performance.now();
    const answer = await send(method, path, body, extra);
    const done = performance.now();
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok) {
      const key = `${method} ${answer.status}`;
      sample.failures[key] = (sample.failures[key] ?? 0) + 1;
    }
    if (sent >= measureFrom && done <= end) {
      sample[kind].latenciesMs.push(done - sent);
      sample[kind].bytes += answer.body.length;
      if (!ok) sample[kind].errors++;
    }
    return answer;
  };

  const client = async (index: number) => {
    const recipeId = options.recipeIds[index % options.recipeIds.length]!;
    const itemId = options.shoppingItemIds[index % options.shoppingItemIds.length]!;
    const detail = await send('GET', `/api/recipes/${recipeId}?familyId=${options.familyId}`);
    let updatedAt = (JSON.parse(detail.body) as { updatedAt: string }).updatedAt;
    let noteId: number | null = null;
    let planId: number | null = null;
    let checked = false;
    let edits = 0;
    const writes: Record<WriteKind, () => Promise<void>> = {
      note: async () => {
        if (noteId === null) {
          const added = await timed('writes', 'POST', '/api/notes', {
            recipeId,
            familyId: options.familyId,
            text: `Bench note from client ${index}`,
          });
          noteId = added.status === 201 ? (JSON.parse(added.body) as { id: number }).id : null;
        } else {
          await timed('writes', 'DELETE', `/api/notes/${noteId}`);
          noteId = null;
        }
      },
      plan: async () => {
        if (planId === null) {
          const added = await timed('writes', 'POST', '/api/meal-plans', {
            familyId: options.familyId,
            date: '2030-01-07',
            mealType: 'Lunch',
            plannedServings: 2,
            recipeId,
          });
          planId = added.status === 201 ? (JSON.parse(added.body) as { id: number }).id : null;
        } else {
          await timed('writes', 'DELETE', `/api/meal-plans/${planId}`);
          planId = null;
        }
      },
      tick: async () => {
        checked = !checked;
        await timed('writes', 'PATCH', `/api/shopping-list-items/${itemId}`, { checked });
      },
      edit: async () => {
        const saved = await timed(
          'writes',
          'PATCH',
          `/api/recipes/${recipeId}`,
          recipeEdit(options, index, ++edits),
          { 'if-match': `"${updatedAt}"` },
        );
        if (saved.status === 200)
          updatedAt = (JSON.parse(saved.body) as { updatedAt: string }).updatedAt;
      },
    };
    for (let n = 1; performance.now() < end; n++) {
      if (options.writeEvery > 0 && n % options.writeEvery === 0) {
        const kinds = options.writeKinds;
        await writes[kinds[(n / options.writeEvery) % kinds.length]!]();
      } else {
        await timed('reads', 'GET', listPath);
      }
    }
  };

  await Promise.all(Array.from({ length: options.connections }, (_, index) => client(index)));
  agent.destroy();
  return sample;
}

/** A whole recipe as the edit form sends it; the subtitle changes with every save. */
function recipeEdit(options: MixedLoadOptions, client: number, edit: number) {
  return {
    recipe: {
      title: `Bench Stew of client ${client}`,
      subtitle: `Saved ${edit} times`,
      cookbookId: options.cookbookId,
      categoryId: options.categoryId,
      servings: 4,
      imageUrl: null,
    },
    ingredients: ['2 cups flour', '1 onion, diced', '2 cloves garlic', '1 tbsp olive oil'].map(
      (text) => ({ quantity: null, unitId: null, text }),
    ),
    directions: ['Chop.', 'Simmer for 20 minutes.'].map((text, i) => ({ stepNumber: i + 1, text })),
  };
}

// As a script: options from the first argument, the sample as one JSON line.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = JSON.parse(process.argv[2] ?? '{}') as MixedLoadOptions;
  runMixedLoad(options)
    .then((sample) => process.stdout.write(`${JSON.stringify(sample)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
