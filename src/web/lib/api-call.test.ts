import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '#shared/api/contract';
import { installFakeServer } from '#web/test-support/test-utils';
import { isApiError } from './api-client';
import { call, callWithHeaders, urlOf } from './api-call';

const renameShelf = defineContract({
  method: 'PATCH',
  path: '/api/shelves/:shelfId/items/:id',
  summary: 'A contract for this test',
  params: z.object({ shelfId: z.number(), id: z.number() }),
  query: z.object({ dryRun: z.boolean().optional(), note: z.string().optional() }),
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ id: z.number(), name: z.string() }) },
});

const listShelves = defineContract({
  method: 'GET',
  path: '/api/shelves',
  summary: 'A contract for this test',
  responses: { 200: z.array(z.object({ id: z.number() })) },
});

describe('call', () => {
  it("sends the contract's method to its path, with the query, the JSON body and the key", async () => {
    const { calls } = installFakeServer({
      'PATCH /api/shelves/2/items/7': { body: { id: 7, name: 'Spices' } },
    });
    const answer = await call(renameShelf, {
      params: { shelfId: 2, id: 7 },
      query: { dryRun: true, note: undefined },
      body: { name: 'Spices' },
      idempotencyKey: 'key-1',
    });
    expect(answer).toEqual({ id: 7, name: 'Spices' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/shelves/2/items/7?dryRun=true');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.init.body).toBe('{"name":"Spices"}');
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBe('key-1');
  });

  it('rejects with ApiError when the server refuses', async () => {
    installFakeServer({
      'GET /api/shelves': { status: 403, body: { code: 'forbidden', message: 'No' } },
    });
    const error = await call(listShelves).catch((e: unknown) => e);
    expect(isApiError(error, 403)).toBe(true);
  });

  it('answers the headers too when asked', async () => {
    installFakeServer({
      'GET /api/shelves': { body: [{ id: 1 }], headers: { 'X-Total-Count': '41' } },
    });
    const { body, headers } = await callWithHeaders(listShelves);
    expect(body).toEqual([{ id: 1 }]);
    expect(headers.get('X-Total-Count')).toBe('41');
  });
});

describe('urlOf', () => {
  it("is the contract's path with the params in place", () => {
    expect(urlOf(renameShelf, { shelfId: 2, id: 7 })).toBe('/api/shelves/2/items/7');
    expect(urlOf(listShelves)).toBe('/api/shelves');
  });
});
