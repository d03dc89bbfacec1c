import type { FamilySide, MatrixWorld } from './world';

/**
 * The route × actor access matrix (docs/architecture.md, Access): one row per registered route,
 * saying for every actor what the route answers when called with family A's ids (path, query and
 * body).
 *
 * - anonymous: no session;
 * - stranger: plain member of family B only, so every id of A is foreign to them;
 * - member: plain member of A; familyAdmin: admin of A;
 * - editor: member of A and cookbook editor of A's private cookbook;
 * - superAdmin: super admin, member of no family.
 */
export const ACTORS = [
  'anonymous',
  'stranger',
  'member',
  'familyAdmin',
  'editor',
  'superAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** A status, or 'ok' for any 2xx. */
export type Expected = number | 'ok';
export type Expectations = Record<Actor, Expected>;

export type MatrixRequest = {
  /** The path with its query string. */
  url: string;
  /** JSON (an object) or a raw body (a Buffer, with its content-type in `headers`). */
  payload?: unknown;
  headers?: Record<string, string>;
  /** The answer is a stream that stays open (GET /api/events): judged by its status. */
  streams?: boolean;
};

/** Builds the request against one family's side of the world (A normally). */
export type RequestBuilder = (w: MatrixWorld, side: FamilySide) => MatrixRequest;

/** One more call of a row: a named case with its own actor, ids and answer. */
export type Variant = {
  name: string;
  actor: Actor;
  request: (w: MatrixWorld) => MatrixRequest;
  expect: Expected;
};

export type Row = {
  /** 'METHOD /url' exactly as Fastify registered it. */
  route: string;
  request: RequestBuilder;
  expect: Expectations;
  /**
   * The member of A also sends the request built with family B's ids and gets what the
   * stranger gets with A's (the world is the same on both sides). On unless false.
   */
  mirror?: boolean;
  variants?: Variant[];
};

/** What each kind of route answers, to spell rows briefly; spread and override per row. */
export const ANSWERS = {
  /** Anyone, signed in or not. */
  public: everyone('ok'),
  /** Any signed-in user; the answer is about themselves. */
  signedIn: { ...everyone('ok'), anonymous: 401 },
  /**
   * Family data: its members only (the access rule answers 404 to anyone else, super admins
   * who are not members included).
   */
  familyMembers: {
    anonymous: 401,
    stranger: 404,
    member: 'ok',
    familyAdmin: 'ok',
    editor: 'ok',
    superAdmin: 404,
  },
  /** Administration: super admins only, everyone else 403 (anonymous 401). */
  superAdmin: { ...everyone(403), anonymous: 401, superAdmin: 'ok' },
  /**
   * Writing recipes of A's private cookbook: its editor and super admins; those who see the
   * cookbook 403, those who don't 404.
   */
  privateBookEditors: {
    anonymous: 401,
    stranger: 404,
    member: 403,
    familyAdmin: 403,
    editor: 'ok',
    superAdmin: 'ok',
  },
} satisfies Record<string, Expectations>;

/** The same answer for every actor. */
export function everyone(answer: Expected): Expectations {
  return Object.fromEntries(ACTORS.map((a) => [a, answer])) as Expectations;
}

export const row = (r: Row): Row => r;

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
