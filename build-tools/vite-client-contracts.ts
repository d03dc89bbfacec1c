import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** A route contract module of src/shared (defineContract, src/shared/api/contract.ts). */
const CONTRACTS_MODULE = /[\\/]src[\\/]shared[\\/].+\.contracts\.ts$/;

/** What the web client reads of a contract: where to send the call, and nothing else. */
const CLIENT_FIELDS = ['method', 'path', 'multipart', 'produces'] as const;

function isContract(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

function clientValue(name: string, value: unknown): unknown {
  if (isContract(value)) {
    return Object.fromEntries(
      CLIENT_FIELDS.filter((field) => value[field] !== undefined).map((f) => [f, value[f]]),
    );
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, clientValue(`${name}.${key}`, inner)]),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  // A schema or a function has no place in a contracts module the client reads.
  throw new Error(`${name}: a contracts module may export contracts and plain data only`);
}

/**
 * The client's copy of a contracts module: each exported contract reduced to its method and
 * path (and how its body or answer travels), as plain data.
 */
export function clientContractsSource(module: Record<string, unknown>): string {
  return Object.entries(module)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(clientValue(name, value))};`)
    .join('\n');
}

/**
 * In the client build, a contracts module becomes what the client reads of it (see above).
 * Its zod schemas serve the server and the compiler; bundled, they would put zod and every
 * schema its contracts name into the first load, 28 kB (brotli) more (decision 039). The
 * module is evaluated with tsx, as the server would, so the copy holds exactly its contracts.
 * Development and the tests use the modules as they are.
 */
export function clientContracts(): Plugin {
  return {
    name: 'family-cookbook:client-contracts',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CONTRACTS_MODULE.test(id)) return null;
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<
        string,
        unknown
      >;
      return clientContractsSource(module);
    },
  };
}
