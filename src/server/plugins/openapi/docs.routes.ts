import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  DOCS_ASSET_NAMES,
  DOCS_ASSETS,
  DOCS_PAGE,
  DOCS_URL,
  OPENAPI_URL,
  swaggerUiFile,
} from './docs-page';

/**
 * The OpenAPI document and the browsable docs. Public on purpose: the document describes
 * shapes and rules that the open source code shows anyway, holds no data, and self-hosters'
 * scripts and tools (curl, client generators) need it without a browser session. Calling the
 * operations it lists still takes whatever each one's access rule says.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPENAPI_URL,
    {
      config: { access: access.public },
      schema: {
        description: 'This API as an OpenAPI 3.1 document',
        response: {
          // The whole document is not restated here: the test reads it (document.test.ts).
          200: z.looseObject({
            openapi: z.string(),
            info: z.looseObject({ title: z.string(), version: z.string() }),
          }),
        },
      },
    },
    async (_request, reply) => {
      // Built once, at the first call, and kept. OpenAPI 3 (not Swagger 2): document.ts asks so.
      const document = app.swagger() as OpenAPIV3_1.Document;
      return reply.header('cache-control', 'no-cache').send(document);
    },
  );

  app.get(
    DOCS_URL,
    {
      config: { access: access.public },
      schema: {
        description: 'The browsable API docs (Swagger UI, served by this app)',
        response: {
          200: { description: 'The docs page', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  app.get(
    `${DOCS_URL}/assets/:file`,
    {
      config: { access: access.public },
      schema: {
        description: "The docs page's scripts, stylesheet and icon",
        params: z.object({ file: z.enum(DOCS_ASSET_NAMES) }),
        // No response schema: files, sent as they are (like the calendar feed).
      },
    },
    async (request, reply) => {
      const asset = DOCS_ASSETS[request.params.file];
      // Not content-hashed: cached for an hour, so a newer swagger-ui-dist shows up soon.
      reply.type(asset.type).header('cache-control', 'public, max-age=3600');
      return reply.send('text' in asset ? asset.text : createReadStream(swaggerUiFile(asset.file)));
    },
  );
};
