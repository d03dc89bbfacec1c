import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web client reaches the server only through the route contracts (src/shared/*.contracts.ts,
 * docs/decisions/039): `call(contract, …)` for requests, `urlOf(contract, …)` for addresses the
 * browser loads itself. So no client file names an API path, and only the API layer talks to
 * the network. Tests and test support are exempt: they play the server.
 */

const WEB_ROOT = path.resolve(import.meta.dirname, '..');

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : productionFiles(full);
    const isSource = /\.tsx?$/.test(entry.name);
    const isTestOnly = /\.test\.tsx?$|^test-fixtures\.tsx?$/.test(entry.name);
    return isSource && !isTestOnly ? [full] : [];
  });
}

const files = productionFiles(WEB_ROOT).map((file) => ({
  name: path.relative(WEB_ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** Where each network primitive may appear: the API layer's own files. */
const NETWORK_PRIMITIVES = [
  { pattern: /\bfetch\(/, allowedIn: 'lib/api-client.ts' },
  { pattern: /\bnew EventSource\(/, allowedIn: 'lib/live-events/live-connection.ts' },
  { pattern: /\bnew XMLHttpRequest\(/, allowedIn: 'lib/upload-with-progress.ts' },
];

describe('the web client calls the API through its contracts', () => {
  it('finds the client files to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.name === 'lib/api-call.ts')).toBe(true);
  });

  it('names no API path: a path lives in its contract', () => {
    const apiPath = /['"`]\/api(\/|['"`?])/;
    const offenders = files.filter((file) => apiPath.test(file.text)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it.each(NETWORK_PRIMITIVES)('uses $pattern only in $allowedIn', ({ pattern, allowedIn }) => {
    const users = files.filter((file) => pattern.test(file.text)).map((file) => file.name);
    expect(users).toEqual([allowedIn]);
  });
});
