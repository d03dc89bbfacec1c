import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app';
import { signInAs } from './factories';

/**
 * Who sends the requests: a signed-in session (the Cookie header `signInAs` returns), a user
 * (signed in at the first request), or null (or undefined) for an anonymous caller.
 */
export type Who = { cookie: string } | { id: number; email: string } | null;

/** Sent by app.inject as is: an object as JSON, a string or Buffer as the raw body. */
export type Payload = InjectOptions['payload'];
export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const WRITES: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `app.inject` as `who`, the way the web client calls the API: with the session cookie and,
 * on writes, this app's own Origin (the same-origin rule, plugins/security.ts). `headers`
 * go last, so a test may replace either. Tests that need other inject options (a remote
 * address, raw bodies, a foreign Host) call app.inject themselves.
 *
 *   const asMember = injectAs(ctx.app, w.cookies.memberA);
 *   const res = await asMember.post('/api/notes', { recipeId, text: 'Nice' });
 */
export function injectAs(app: App, who: Who | undefined) {
  let session: Promise<Headers> | undefined;
  const sessionHeaders = () =>
    (session ??=
      who == null
        ? Promise.resolve({})
        : 'cookie' in who
          ? Promise.resolve({ cookie: who.cookie })
          : signInAs(app.db, who.id));

  async function send(
    method: Method,
    url: string,
    payload?: Payload,
    headers: Headers = {},
  ): Promise<LightMyRequestResponse> {
    const origin = WRITES.has(method) ? { origin: app.config.publicUrl.origin } : {};
    return app.inject({
      method,
      url,
      headers: { ...origin, ...(await sessionHeaders()), ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
  }

  return {
    send,
    get: (url: string, headers?: Headers) => send('GET', url, undefined, headers),
    post: (url: string, payload?: Payload, headers?: Headers) =>
      send('POST', url, payload, headers),
    put: (url: string, payload?: Payload, headers?: Headers) => send('PUT', url, payload, headers),
    patch: (url: string, payload?: Payload, headers?: Headers) =>
      send('PATCH', url, payload, headers),
    delete: (url: string, headers?: Headers) => send('DELETE', url, undefined, headers),
  };
}

export type InjectAs = ReturnType<typeof injectAs>;
