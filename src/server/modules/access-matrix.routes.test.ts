import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { html, recipePage, useTestSite } from '#server/test-support/recipe-pages-site';
import { compareRoutesWithRows } from '#server/test-support/access-matrix/coverage';
import { MATRIX_ROWS } from '#server/test-support/access-matrix/rows';
import {
  changedTables,
  savePristine,
  type Pristine,
} from '#server/test-support/access-matrix/snapshot';
import {
  ACTORS,
  isReadMethod,
  type Actor,
  type Expected,
  type MatrixRequest,
  type Row,
} from '#server/test-support/access-matrix/types';
import { buildMatrixWorld, type MatrixWorld } from '#server/test-support/access-matrix/world';
import { testConfig } from '#server/test-support/test-app';
import { createTestDatabase } from '#server/test-support/test-db';

/**
 * The route × actor access matrix (docs/architecture.md, Access; decision 018). Every registered
 * route has a row (rows live in src/server/test-support/access-matrix/rows/); each row is called by
 * every actor with family A's ids in path, query and body, by A's member with family B's ids (which
 * must answer what the stranger gets with A's), and in its named variants. Every answer is checked,
 * and a refused call (4xx), like any read, must leave every table as it was. An allowed write is
 * undone (the world restored) before the next call.
 */
describe('the route × actor access matrix', () => {
  const env: Record<string, string> = {};
  const site = useTestSite(
    {
      '/soup.html': html(
        recipePage({
          name: 'Matrix Soup',
          recipeIngredient: ['500 g tomatoes', '1 onion'],
          recipeInstructions: ['Chop the onion.', 'Simmer with the tomatoes.'],
        }),
      ),
    },
    env,
  );
  const ctx = {} as {
    handle: DatabaseHandle;
    app: App;
    /** The same app with Google sign-in configured: only it registers the Google routes. */
    googleApp: App;
    world: MatrixWorld;
    pristine: Pristine;
    /** Tables an allowed write changed: copied back before the next call. */
    dirty: Set<string>;
  };

  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    // Every actor signs in from one address: no sign-in limit may get in the way.
    const base = { ...env, SIGN_IN_LIMIT: '100000' };
    ctx.app = await buildApp({ config: testConfig(base), db: ctx.handle.db });
    ctx.googleApp = await buildApp({
      config: testConfig({
        ...base,
        GOOGLE_CLIENT_ID: 'matrix-client',
        GOOGLE_CLIENT_SECRET: 'matrix-secret',
        // Nothing listens there: sign-in cannot start, and every caller is sent back.
        OIDC_ISSUER: 'http://127.0.0.1:9/',
      }),
      db: ctx.handle.db,
    });
    await ctx.app.ready();
    await ctx.googleApp.ready();
    ctx.world = await buildMatrixWorld(ctx.handle.db, ctx.app, {
      importPageUrl: `${site.origin}/soup.html`,
    });
    ctx.pristine = await savePristine(ctx.handle.db);
    ctx.dirty = new Set();
  });

  afterAll(async () => {
    await ctx.googleApp?.close();
    await ctx.app?.close();
    await ctx.handle?.close();
  });

  const registered = () => [...ctx.app.registeredRoutes, ...ctx.googleApp.registeredRoutes];
  const appServing = (route: string) =>
    ctx.app.registeredRoutes.some((r) => `${r.method} ${r.url}` === route)
      ? ctx.app
      : ctx.googleApp;

  async function send(app: App, method: string, actor: Actor, req: MatrixRequest) {
    const cookie = ctx.world.cookies[actor];
    // Writes carry the app's own Origin, as the web client's do (plugins/security.ts).
    const origin = isReadMethod(method) ? {} : { origin: app.config.publicUrl.origin };
    return app.inject({
      method: method as 'GET',
      url: req.url,
      headers: { ...origin, ...(cookie ?? {}), ...req.headers },
      ...(req.payload === undefined ? {} : { payload: req.payload as InjectOptions['payload'] }),
      // An event stream never ends: answer once its head is written.
      ...(req.streams && { payloadAsStream: true }),
    });
  }

  const describeAnswer = (res: LightMyRequestResponse, req: MatrixRequest) =>
    req.streams ? `${res.statusCode} (a stream)` : `${res.statusCode} ${res.body.slice(0, 300)}`;

  /**
   * One call on a clean world: the status must be the expected one, and a refused call or a
   * read must change no table. Soft assertions: a row reports every wrong cell at once.
   */
  async function call(
    route: string,
    label: string,
    actor: Actor,
    req: MatrixRequest,
    expected: Expected,
    method = route.split(' ')[0]!,
  ) {
    const { db } = ctx.handle;
    if (ctx.dirty.size > 0) {
      await ctx.pristine.restore(db, ctx.dirty);
      ctx.dirty.clear();
    }
    const before = await ctx.pristine.snapshot(db);
    const res = await send(appServing(route), method, actor, req);
    const changed = changedTables(before, await ctx.pristine.snapshot(db));
    const is2xx = res.statusCode >= 200 && res.statusCode < 300;
    const answered = expected === 'ok' && is2xx ? 'ok' : res.statusCode;
    expect
      .soft(answered, `${method} ${req.url} as ${label}: ${describeAnswer(res, req)}`)
      .toBe(expected);
    if (res.statusCode >= 400 || isReadMethod(method)) {
      expect
        .soft(changed, `${method} ${req.url} as ${label} answered ${res.statusCode} and wrote`)
        .toEqual([]);
    }
    for (const table of changed) ctx.dirty.add(table);
  }

  it('has a row for every registered route, and no row for a route that is gone', () => {
    const { missing, stale, duplicated } = compareRoutesWithRows(registered(), MATRIX_ROWS);
    expect(missing, 'registered routes without a row in access-matrix/rows').toEqual([]);
    expect(stale, 'rows of routes that are not registered').toEqual([]);
    expect(duplicated, 'routes with two rows').toEqual([]);
  });

  it('names a route added without a row', () => {
    const withNewRoute = [...registered(), { method: 'POST', url: '/api/brand-new' }];
    expect(compareRoutesWithRows(withNewRoute, MATRIX_ROWS).missing).toEqual([
      'POST /api/brand-new',
    ]);
    const withoutRowOfHead = [{ method: 'HEAD', url: '/api/only-head' }];
    expect(compareRoutesWithRows(withoutRowOfHead, []).missing).toEqual(['HEAD /api/only-head']);
  });

  const runRow = async (row: Row) => {
    const w = ctx.world;
    for (const actor of ACTORS) {
      await call(row.route, actor, actor, row.request(w, w.a), row.expect[actor]);
    }
    if (row.mirror !== false) {
      const label = "member (of A) with family B's ids";
      await call(row.route, label, 'member', row.request(w, w.b), row.expect.stranger);
    }
    for (const v of row.variants ?? []) {
      await call(row.route, `${v.actor}, ${v.name}`, v.actor, v.request(w), v.expect);
    }
    const { headOf } = compareRoutesWithRows(registered(), MATRIX_ROWS);
    if (row.route.startsWith('GET ') && headOf(row.route)) {
      for (const actor of ACTORS) {
        const req = row.request(w, w.a);
        await call(row.route, `${actor} (HEAD)`, actor, req, row.expect[actor], 'HEAD');
      }
    }
  };

  for (const row of MATRIX_ROWS) {
    it(row.route, () => runRow(row));
  }
});
