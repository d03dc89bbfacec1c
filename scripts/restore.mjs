// `npm run --silent restore -- FILE [--replace]`: restore a backup into the server's database
// (src/server/cli/restore.ts), built like `npm start` builds the server.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, RESTORE_ENTRY } from './server-build.mjs';

buildServerIfStale({ stdoutFree: true });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(RESTORE_ENTRY).href);
