import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test-support/test-app';
import { compareRoutesWithDocument } from './coverage';
import { ERROR_BODY_COMPONENT } from './error-responses';
import { SESSION_SCHEME } from './operation';

type Operation = {
  description?: string;
  'x-access'?: { kind: string };
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const ERROR_REF = `#/components/schemas/${ERROR_BODY_COMPONENT}`;

describe('the OpenAPI document', () => {
  const ctx = useTestApp();
  // Google's routes are registered only when Google sign-in is configured (as the access matrix
  // does, an issuer that cannot be reached: nothing is fetched while building the document).
  const google = useTestApp({
    GOOGLE_CLIENT_ID: 'docs-client',
    GOOGLE_CLIENT_SECRET: 'docs-secret',
    OIDC_ISSUER: 'http://127.0.0.1:9/',
  });

  const fetchDocument = async (app = ctx.app) => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<Document>();
  };
  const operations = (doc: Document) =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );

  it('is OpenAPI 3.1, named after the app and versioned like package.json', async () => {
    const doc = await fetchDocument();
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Family Cookbook API', version: pkg.version });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'fc_session' }),
    );
    expect(doc.components.schemas[ERROR_BODY_COMPONENT]).toMatchObject({
      required: ['code', 'message'],
    });
  });

  it('documents every registered API route with its method, and nothing else', async () => {
    for (const app of [ctx.app, google.app]) {
      const result = compareRoutesWithDocument(app.registeredRoutes, await fetchDocument(app));
      expect(result).toEqual({ missing: [], unknown: [], headWithoutGet: [] });
    }
    const googleDoc = await fetchDocument(google.app);
    expect(googleDoc.paths['/api/auth/google']?.get).toBeDefined();
  });

  it('names the access rule of every operation, and its cookie security', async () => {
    const all = operations(await fetchDocument());
    const unnamed = all.filter(
      ({ op }) => !op['x-access'] || !/Access: /.test(op.description ?? ''),
    );
    expect(unnamed.map((o) => o.key)).toEqual([]);
    const byKey = new Map(all.map((o) => [o.key, o.op]));
    const family = byKey.get('get /api/families/{familyId}/recipe-marks');
    expect(family?.description).toContain('Access: a member of the family in `familyId` (path)');
    expect(family?.security).toEqual([{ [SESSION_SCHEME]: [] }]);
    const health = byKey.get('get /api/health');
    expect(health?.['x-access']).toEqual({ kind: 'public' });
    expect(health?.security).toEqual([]);
  });

  it('answers errors with the shared error body, 401 wherever a session is needed', async () => {
    for (const { key, op } of operations(await fetchDocument())) {
      const errors = Object.entries(op.responses).filter(([s]) => !/^[23]/.test(s));
      expect(
        errors.map(([s]) => s),
        key,
      ).toContain('default');
      for (const [status, answer] of errors) {
        expect(answer.content?.['application/json']?.schema.$ref, `${key} ${status}`).toBe(
          ERROR_REF,
        );
      }
      if (op['x-access']?.kind !== 'public') expect(op.responses['401'], key).toBeDefined();
    }
  });

  it('explains Idempotency-Key and If-Match where the routes honour them', async () => {
    const doc = await fetchDocument();
    const header = (op: Operation | undefined, name: string) =>
      op?.parameters?.find((p) => p.in === 'header' && p.name === name);
    const createNote = doc.paths['/api/notes']?.post;
    expect(header(createNote, 'idempotency-key')?.description).toMatch(/repeat/);
    expect(createNote?.responses['422']).toBeDefined();
    const editRecipe = doc.paths['/api/recipes/{id}']?.patch;
    expect(header(editRecipe, 'if-match')?.description).toMatch(/updatedAt/);
    expect(Object.keys(editRecipe?.responses ?? {})).toEqual(
      expect.arrayContaining(['409', '428']),
    );
    const readRecipe = doc.paths['/api/recipes/{id}']?.get;
    expect(header(readRecipe, 'if-match')).toBeUndefined();
  });
});
