/** Recipe import settings: what its fetch may reach, and where it reads pages and text. */
import os from 'node:os';
import { ConfigError } from './config-error';
import type { Env } from './config-env';

export type ImportReadingConfig = {
  /** Worker threads at most (IMPORT_WORKERS): by default the cores but one, one to two. */
  workers: number;
  /** How long one page or text may take in a worker (IMPORT_READ_BUDGET_MS, default 3 s). */
  budgetMs: number;
  /** Reads that may wait for a worker; past it an import answers 503. */
  maxQueued: number;
};

export type ImportFetchConfig = {
  /**
   * Tests and development only (refused in production): lets imports reach loopback and
   * private addresses on any port, e.g. a local site serving test pages.
   */
  allowPrivateHosts: boolean;
  /** 80 and 443 plus IMPORT_ALLOWED_PORTS. */
  allowedPorts: number[];
};

export function importFetchConfig(e: Env): ImportFetchConfig {
  return {
    allowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
    allowedPorts: parseImportPorts(e.IMPORT_ALLOWED_PORTS),
  };
}

export function importReadingConfig(e: Env): ImportReadingConfig {
  return {
    // One core stays with the event loop; a second worker where there are cores to spare.
    workers: e.IMPORT_WORKERS ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
    budgetMs: e.IMPORT_READ_BUDGET_MS,
    maxQueued: 32,
  };
}

/** IMPORT_ALLOWED_PORTS: comma-separated ports imports may use besides 80 and 443. */
function parseImportPorts(value: string | undefined): number[] {
  const extra = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const port = Number(entry);
      if (!/^\d+$/.test(entry) || port < 1 || port > 65535) {
        throw new ConfigError(
          `Invalid configuration:\nIMPORT_ALLOWED_PORTS: "${entry}" is not a port`,
        );
      }
      return port;
    });
  return [...new Set([80, 443, ...extra])];
}
