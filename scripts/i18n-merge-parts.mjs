// Temporary, while the catalogue is being filled area by area: merges
// src/web/locales/parts/<area>/<locale>.json into src/web/locales/<locale>.json.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../src/web/locales/', import.meta.url).pathname;
const partsDir = join(root, 'parts');
const locales = ['en', 'de', 'fr', 'es'];
for (const locale of locales) {
  const merged = {};
  for (const area of readdirSync(partsDir).sort()) {
    const file = join(partsDir, area, `${locale}.json`);
    if (!existsSync(file)) continue;
    const part = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`${key} is in two parts`);
      merged[key] = value;
    }
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, `${locale}.json`), JSON.stringify(sorted, null, 2) + '\n');
}
