// `npm start`: build the client when needed, then run the server (TypeScript through tsx,
// in this same process so SIGTERM reaches the server's graceful shutdown directly).
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './client-build.mjs';

buildClientIfStale();
register();
await import('../src/server/server.ts');
