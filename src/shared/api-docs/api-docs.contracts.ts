import { z } from 'zod';
import { defineContract } from '../api/contract';

/**
 * The files of the docs page: Swagger UI's, served by this app (the server's
 * plugins/openapi/docs-page.ts holds each one's type and source, keyed by these names).
 */
export const DOCS_ASSET_NAMES = [
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'start.js',
] as const;
export type DocsAssetName = (typeof DOCS_ASSET_NAMES)[number];

/** The whole document is not restated here: the server's test reads it (document.test.ts). */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
});

/** The API's own description: the OpenAPI document and the browsable docs. */
export const apiDocsContracts = {
  getOpenApiDocument: defineContract({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    responses: { 200: openApiDocumentSchema },
  }),
  showDocs: defineContract({
    method: 'GET',
    path: '/api/docs',
    summary: 'The browsable API docs (Swagger UI, served by this app)',
    produces: 'text/html',
    responses: { 200: z.string() },
  }),
  getDocsAsset: defineContract({
    method: 'GET',
    path: '/api/docs/assets/:file',
    summary: "The docs page's scripts, stylesheet and icon",
    params: z.object({ file: z.enum(DOCS_ASSET_NAMES) }),
    // A script, a stylesheet or an image, each with its own type.
    produces: '*/*',
    responses: { 200: z.unknown() },
  }),
};
