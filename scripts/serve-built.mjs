// Runs the built server (dist/server/server.js) in this process, so SIGTERM reaches its
// graceful shutdown. `npm start` comes here after building what is stale; the memory bench
// starts this file directly so no build runs while it measures.
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './server-build.mjs';

// Error stacks point into src/server/*.ts through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
