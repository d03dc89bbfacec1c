import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '#web/test-support/test-utils';
import { apiRequest, ApiError, getServerError, isApiError } from './api-client';

describe('api client', () => {
  it('sends credentials and parses JSON', async () => {
    const { calls } = installFakeServer({ 'GET /api/families': { body: [{ id: 1 }] } });
    await expect(apiRequest('GET', '/api/families')).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends JSON bodies with a content type, and none without a body', async () => {
    const { calls } = installFakeServer({
      'PATCH /api/user/preferences': { body: { preferredFamilyId: 2, showHiddenRecipes: false } },
      'POST /api/auth/logout': { status: 204 },
    });
    await apiRequest('PATCH', '/api/user/preferences', { body: { preferredFamilyId: 2 } });
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
    const [patch, logout] = calls;
    expect(patch?.init.body).toBe('{"preferredFamilyId":2}');
    expect((patch?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(logout?.init.body).toBeUndefined();
    expect((logout?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends Idempotency-Key only when asked to', async () => {
    const { calls } = installFakeServer({ 'POST /api/notes': { status: 201, body: { id: 1 } } });
    await apiRequest('POST', '/api/notes', {
      body: { recipeId: 1, text: 'x' },
      idempotencyKey: 'k-1',
    });
    await apiRequest('POST', '/api/notes', { body: { recipeId: 1, text: 'x' } });
    const [keyed, plain] = calls.map((c) => c.init.headers as Record<string, string>);
    expect(keyed?.['Idempotency-Key']).toBe('k-1');
    expect(keyed?.['Content-Type']).toBe('application/json');
    expect(plain).not.toHaveProperty('Idempotency-Key');
  });

  it('adds query values, leaving out empty ones', async () => {
    const { calls } = installFakeServer({ 'GET /api/families/1/meal-plans': { body: [] } });
    await apiRequest('GET', '/api/families/1/meal-plans', {
      query: { startDate: '2025-01-05', endDate: undefined, page: 2 },
    });
    expect(calls[0]?.url).toBe('/api/families/1/meal-plans?startDate=2025-01-05&page=2');
  });

  it('turns a failure into Error("{status}: {body text}")', async () => {
    const body = { code: 'forbidden', message: 'Only family admins may do that' };
    installFakeServer({ 'DELETE /api/recipes/3': { status: 403, body } });
    const error = await apiRequest('DELETE', '/api/recipes/3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`403: ${JSON.stringify(body)}`);
    expect(isApiError(error, 403)).toBe(true);
    expect((error as ApiError).code).toBe('forbidden');
    expect(getServerError(error)?.message).toBe('Only family admins may do that');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 502, statusText: 'Bad Gateway' }))),
    );
    const error = await apiRequest('GET', '/api/families').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(getServerError(error)).toBeNull();
  });

  it('exposes validation field errors', async () => {
    installFakeServer({
      'POST /api/notes': {
        status: 400,
        body: { code: 'validation', message: 'Invalid body', fieldErrors: { text: 'Required' } },
      },
    });
    const error = await apiRequest('POST', '/api/notes', { body: { text: '' } }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).fieldErrors).toEqual({ text: 'Required' });
  });

  it('keeps the well-formed fields of an error body whose other fields are not', async () => {
    installFakeServer({
      'POST /api/notes': {
        status: 400,
        body: { code: 42, message: 'Invalid body', fieldErrors: { text: ['Required'] } },
      },
    });
    const error = await apiRequest('POST', '/api/notes', { body: { text: '' } }).catch(
      (e: unknown) => e,
    );
    expect(getServerError(error)?.message).toBe('Invalid body');
    expect((error as ApiError).code).toBeUndefined();
    expect((error as ApiError).fieldErrors).toBeUndefined();
  });
});

describe('getServerError', () => {
  it('reads the server body from a plain Error("{status}: {json}")', () => {
    const error = new Error('409: {"code":"conflict","message":"Already a member"}');
    expect(getServerError(error)).toMatchObject({ code: 'conflict', message: 'Already a member' });
  });

  it('is null for errors the server did not explain', () => {
    expect(getServerError(new Error('500: <html>oops</html>'))).toBeNull();
    expect(getServerError(new TypeError('Failed to fetch'))).toBeNull();
    expect(getServerError('weird')).toBeNull();
  });
});
