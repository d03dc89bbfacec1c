import { createRequire } from 'node:module';
import path from 'node:path';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';
const ASSETS_URL = `${DOCS_URL}/assets`;

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

export const DOCS_ASSETS = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: 'swagger-ui-bundle.js',
  },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'start.js': { type: 'text/javascript; charset=utf-8', text: START_SCRIPT },
} satisfies Record<string, Asset>;

export type DocsAssetName = keyof typeof DOCS_ASSETS;
export const DOCS_ASSET_NAMES = Object.keys(DOCS_ASSETS) as [DocsAssetName, ...DocsAssetName[]];

let swaggerUiDir: string | undefined;

/** swagger-ui-dist's folder, found the way Node finds the package (src/ and dist/ alike). */
export function swaggerUiFile(file: string): string {
  swaggerUiDir ??= path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  return path.join(swaggerUiDir, file);
}
