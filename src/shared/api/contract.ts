import type { z } from 'zod';

/**
 * One endpoint of the API, shared by the server (which registers its route from it,
 * server/lib/contract-route.ts) and the web client (which calls it, web/lib/api-call.ts):
 * method, path, the shapes it reads and the answers it gives. The OpenAPI document is built
 * from the registered routes, so it describes these same contracts (docs/decisions/039).
 *
 * Who may call an endpoint is the server's business: its access rule sits beside the
 * registration, not here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every endpoint's path starts; what lies outside it is the web app's own pages. */
export const API_PREFIX = '/api/';

export interface RouteContract {
  method: HttpMethod;
  /** Fastify's form: `/api/notes/:id`. */
  path: `/api/${string}`;
  /** One line for the API docs. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /**
   * The success answers by status (an error answers the shared error body, error-body.ts),
   * and 304 for a route that honours If-None-Match.
   */
  responses: Partial<Record<SuccessStatus | 304, z.ZodType>>;
  /**
   * What the answer is when it is no JSON the schema can check: a file (`image/webp`), an
   * event stream or a calendar. The route then declares no response schema.
   */
  produces?: string;
  /** The body is `multipart/form-data` (an upload), not JSON. */
  multipart?: true;
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/** Keeps the literal types of a contract (its path, its schemas) for callers and handlers. */
export function defineContract<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Output<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What the server's handler reads: each part after validation. */
export type ContractParams<C extends RouteContract> = Output<C, 'params'>;
export type ContractQuery<C extends RouteContract> = Output<C, 'query'>;
export type ContractBody<C extends RouteContract> = Output<C, 'body'>;
export type ContractHeaders<C extends RouteContract> = Output<C, 'headers'>;

/** What a client sends as the body: the schema's input (before defaults and transforms). */
export type ContractBodyInput<C extends RouteContract> = C extends {
  body: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** The body of the endpoint's success answer (undefined for 204). */
export type ContractAnswer<C extends RouteContract> = {
  [S in AnswerStatus<C>]: S extends 204
    ? undefined
    : C['responses'][S] extends infer R extends z.ZodType
      ? z.output<R>
      : undefined;
}[AnswerStatus<C>];

/** The browser answers a 304 from its cache: the caller sees the 200 it kept. */
type AnswerStatus<C extends RouteContract> = Exclude<keyof C['responses'], 304>;

/** A path or query value as it travels in the URL. */
export type UrlValue = string | number | boolean;

/**
 * The path with `:name` replaced by each param, encoded: `pathOf(removeNote, { id: 3 })` is
 * `/api/notes/3`. Throws on a param the path names but `params` lacks.
 */
export function pathOf(
  contract: Pick<RouteContract, 'path'>,
  params: Record<string, UrlValue> = {},
): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
