// `npm run build`: the client (Vite, into dist/web) and the server (esbuild, into
// dist/server), whatever their stamps say, e.g. ahead of a deployment.
import { buildClient } from './client-build.mjs';
import { buildServer } from './server-build.mjs';

buildClient();
await buildServer();
