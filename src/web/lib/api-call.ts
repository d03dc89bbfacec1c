import type { z } from 'zod';
import {
  pathOf,
  type ContractAnswer,
  type ContractBodyInput,
  type ContractParams,
  type ContractQuery,
  type RouteContract,
  type UrlValue,
} from '#shared/api/contract';
import { apiRequestWithHeaders } from './api-client';

type UrlValues<T> = { [K in keyof T]: T[K] extends UrlValue ? T[K] : UrlValue };

/**
 * What a call sends, typed by its contract: `params` when the path has some (their validated
 * form: ids as numbers), `query` keyed as the contract's query, `body` as its schema's input
 * (FormData for an upload).
 */
export type CallInput<C extends RouteContract> = (C extends { params: z.ZodType }
  ? { params: UrlValues<ContractParams<C>> }
  : { params?: undefined }) &
  (C extends { body: z.ZodType }
    ? { body: ContractBodyInput<C> }
    : { body?: C extends { multipart: true } ? FormData : undefined }) & {
    query?: C extends { query: z.ZodType }
      ? { [K in keyof ContractQuery<C>]?: UrlValue | null }
      : undefined;
    signal?: AbortSignal;
    /** Sent as Idempotency-Key (idempotency-key.ts): one per user action. */
    idempotencyKey?: string;
    headers?: Record<string, string>;
  };

/** Inputs are optional for a contract that takes none: `call(listUnits)`. */
type CallArgs<C extends RouteContract> = C extends { params: z.ZodType } | { body: z.ZodType }
  ? [input: CallInput<C>]
  : [input?: CallInput<C>];

/**
 * The one way the web client calls the API: `call(notesContracts.removeNote, { params: { id } })`.
 * Resolves with the success answer typed by the contract; rejects with ApiError
 * (api-client.ts) on any other status.
 */
export async function call<C extends RouteContract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<ContractAnswer<C>> {
  return (await callWithHeaders(contract, ...([input] as CallArgs<C>))).body;
}

/** call() that also answers the response headers (the admin lists' X-Total-Count). */
export async function callWithHeaders<C extends RouteContract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<{ body: ContractAnswer<C>; headers: Headers }> {
  const { params, query, body, signal, idempotencyKey, headers } = (input ?? {}) as {
    params?: Record<string, UrlValue>;
    query?: Record<string, UrlValue | null | undefined>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
    headers?: Record<string, string>;
  };
  return apiRequestWithHeaders<ContractAnswer<C>>(contract.method, pathOf(contract, params), {
    query,
    body,
    signal,
    idempotencyKey,
    headers,
  });
}

/** The address of an endpoint, for what the browser fetches itself (an image, a download). */
export function urlOf<C extends RouteContract>(
  contract: C,
  params?: UrlValues<ContractParams<C>>,
): string {
  return pathOf(contract, params);
}
