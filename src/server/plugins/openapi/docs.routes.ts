import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { apiDocsContracts } from '#shared/api-docs/api-docs.contracts';
import { DOCS_ASSETS, DOCS_PAGE, swaggerUiFile } from './docs-page';

/**
 * The OpenAPI document and the browsable docs. Public on purpose: the document describes
 * shapes and rules that the open source code shows anyway, holds no data, and self-hosters'
 * scripts and tools (curl, client generators) need it without a browser session. Calling the
 * operations it lists still takes whatever each one's access rule says.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      apiDocsContracts.getOpenApiDocument,
      { access: access.public },
      async (_request, reply) => {
        // Built once, at the first call, and kept. OpenAPI 3 (not Swagger 2): document.ts asks so.
        const document = app.swagger() as OpenAPIV3_1.Document;
        return reply.header('cache-control', 'no-cache').send(document);
      },
    ),
  );

  app.route(
    contractRoute(apiDocsContracts.showDocs, { access: access.public }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
    ),
  );

  app.route(
    contractRoute(
      apiDocsContracts.getDocsAsset,
      { access: access.public },
      async (request, reply) => {
        // The contract names the files; docs-page.ts holds each one's type and source.
        const asset = DOCS_ASSETS[request.params.file];
        // Not content-hashed: cached for an hour, so a newer swagger-ui-dist shows up soon.
        reply.type(asset.type).header('cache-control', 'public, max-age=3600');
        return reply.send(
          'text' in asset ? asset.text : createReadStream(swaggerUiFile(asset.file)),
        );
      },
    ),
  );
};
