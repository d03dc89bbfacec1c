import { createRequire } from 'node:module';
import path from 'node:path';
import { pathOf } from '#shared/api/contract';
import { apiDocsContracts, type DocsAssetName } from '#shared/api-docs/api-docs.contracts';

const { getOpenApiDocument, showDocs } = apiDocsContracts;
const OPENAPI_URL = pathOf(getOpenApiDocument);
const ASSETS_URL = `${pathOf(showDocs)}/assets`;

/**
 * Swagger UI from the swagger-ui-dist package, served by this app: no CDN, no fonts from
 * elsewhere (its stylesheet uses the system's), no validator badge (validatorUrl: null). The
 * app's Content-Security-Policy holds unchanged: scripts are files of our own ('self', nothing
 * inline), Swagger UI's inline style attributes and data: images were allowed already.
 */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_URL}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    layout: 'BaseLayout',
  });
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Family Cookbook API</title>
    <link rel="icon" type="image/png" href="${ASSETS_URL}/favicon-32x32.png" />
    <link rel="stylesheet" href="${ASSETS_URL}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_URL}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_URL}/start.js"></script>
  </body>
</html>
`;

type Asset = { type: string } & ({ file: string } | { text: string });

/** Each file the docs page loads (its names are the contract's), with its type and source. */
export const DOCS_ASSETS: Record<DocsAssetName, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: 'swagger-ui-bundle.js',
  },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'start.js': { type: 'text/javascript; charset=utf-8', text: START_SCRIPT },
};

let swaggerUiDir: string | undefined;

/** swagger-ui-dist's folder, found the way Node finds the package (src/ and dist/ alike). */
export function swaggerUiFile(file: string): string {
  swaggerUiDir ??= path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  return path.join(swaggerUiDir, file);
}
