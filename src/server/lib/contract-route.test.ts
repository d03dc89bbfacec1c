import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '#shared/api/contract';
import { access } from '#server/plugins/access';
import { contractRoute } from './contract-route';

const renameShelf = defineContract({
  method: 'PATCH',
  path: '/api/shelves/:id',
  summary: 'Rename a shelf',
  params: z.object({ id: z.string().regex(/^\d+$/).transform(Number) }),
  body: z.object({ name: z.string().min(1) }),
  responses: { 200: z.object({ id: z.number(), name: z.string() }) },
});

const shelfPicture = defineContract({
  method: 'GET',
  path: '/api/shelves/:id/picture',
  summary: 'A shelf as a picture',
  params: z.object({ id: z.string() }),
  produces: 'image/webp',
  responses: {},
});

async function appWith(...routes: ReturnType<typeof contractRoute>[]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const route of routes) app.route(route);
  await app.ready();
  return app;
}

describe('contractRoute', () => {
  it("registers the contract's method and path, with its access rule and summary", () => {
    const route = contractRoute(
      renameShelf,
      { access: access.superAdmin, config: { writes: true } },
      async (request) => ({ id: request.params.id, name: request.body.name }),
    );
    expect(route).toMatchObject({
      method: 'PATCH',
      url: '/api/shelves/:id',
      config: { access: access.superAdmin, writes: true },
      schema: { summary: 'Rename a shelf', params: renameShelf.params, body: renameShelf.body },
    });
  });

  it('validates what the contract reads and hands the handler the parsed values', async () => {
    const app = await appWith(
      contractRoute(renameShelf, { access: access.public }, async (request) => ({
        id: request.params.id,
        name: request.body.name,
      })),
    );
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/shelves/4',
      payload: { name: 'Spices' },
    });
    expect(renamed.json()).toEqual({ id: 4, name: 'Spices' });

    const refused = await app.inject({ method: 'PATCH', url: '/api/shelves/4', payload: {} });
    expect(refused.statusCode).toBe(400);
  });

  it('declares an answer that is no JSON by its media type', () => {
    const route = contractRoute(shelfPicture, { access: access.public }, async (_request, reply) =>
      reply.type('image/webp').send(Buffer.from('')),
    );
    expect(route.schema?.response).toEqual({});
    const withSchema = contractRoute(
      { ...shelfPicture, responses: { 200: z.string() } },
      { access: access.public },
      async (_request, reply) => reply.send(''),
    );
    expect(withSchema.schema?.response).toEqual({
      200: { description: 'Success', content: { 'image/webp': { schema: expect.anything() } } },
    });
  });
});
