// `npm run --silent backup -- --out FILE`: a backup of the whole server
// (src/server/cli/backup.ts), built like `npm start` builds the server.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, BACKUP_ENTRY } from './server-build.mjs';

buildServerIfStale({ stdoutFree: true });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(BACKUP_ENTRY).href);
