// `npm run --silent import:app -- FILE --cookbook ID`: import another app's export on the
// server's database (src/server/cli/import-app.ts), built like `npm start` builds the server.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, IMPORT_APP_ENTRY } from './server-build.mjs';

buildServerIfStale({ stdoutFree: true });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(IMPORT_APP_ENTRY).href);
