// `npm start`: build the client and the server when their sources changed, then run the built
// server in this same process so SIGTERM reaches its graceful shutdown directly. `npm run dev`
// runs the TypeScript through tsx instead (docs/decisions/019-compiled-server-and-database-tuning.md).
import { buildClientIfStale } from './client-build.mjs';
import { buildServerIfStale } from './server-build.mjs';

buildClientIfStale();
buildServerIfStale();
await import('./serve-built.mjs');
