import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Environment read and validated once. Nothing else in the server reads process.env:
 * tests build a config with `loadConfig({...})`.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function milliseconds(min: number) {
  return z.coerce
    .number()
    .int()
    .min(min)
    .max(24 * 60 * 60 * 1000);
}

/** Sign-in attempts per client address and minute unless SIGN_IN_LIMIT says otherwise. */
export const DEFAULT_SIGN_IN_LIMIT_PER_MINUTE = 30;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OPEN_SIGNUP: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.optional(),
  DEMO_SIGN_IN_ANY_USER: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  REQUEST_TIMEOUT_MS: milliseconds(1000).default(30_000),
  HEADERS_TIMEOUT_MS: milliseconds(1000).default(15_000),
  KEEPALIVE_TIMEOUT_MS: milliseconds(1000).default(72_000),
  MAX_LOOP_DELAY_MS: milliseconds(0).optional(),
  SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMIT_PER_MINUTE),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  AI_IMAGE_TIMEOUT_MS: milliseconds(1).default(90_000),
  AI_IMAGES_PER_USER_PER_HOUR: z.coerce.number().int().min(0).default(10),
  AI_IMAGES_PER_DAY: z.coerce.number().int().min(0).default(200),
  IMPORT_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  IMPORT_ALLOWED_PORTS: z.string().optional(),
  IMPORT_PER_USER_PER_HOUR: z.coerce.number().int().min(0).default(30),
  IMPORT_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  IMPORT_READ_BUDGET_MS: milliseconds(10).default(3000),
  AI_TEXT_MODEL: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  sessionTtlMs: number;
  secureCookies: boolean;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  openSignup: boolean;
  /** Demo sign-in (pick a seeded user) exists only outside production without a client id. */
  demoSignInEnabled: boolean;
  /** End-to-end tests only: demo sign-in accepts any user, not only the seeded demo people. */
  demoSignInAnyUser: boolean;
  seedDemoData: boolean;
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-* headers count (addresses, CIDR ranges or
   * proxy-addr's `loopback`/`linklocal`/`uniquelocal`); false: none, the socket is the client.
   */
  trustProxy: false | string[];
  /**
   * Host header values (host[:port], lower case, default port omitted) the app answers to:
   * PUBLIC_URL's host first, then ALLOWED_HOSTS. Loopback names are accepted besides these
   * (docs/decisions/009-origin-and-host-rule.md).
   */
  allowedHosts: string[];
  /** Node HTTP server timeouts: whole request, request headers, idle keep-alive socket. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** Sign-in attempts per client address and minute (demo and Google). */
  signInLimitPerMinute: number;
  /** 503 while the mean event-loop delay over a sample exceeds the maximum (0: never). */
  loadShedding: {
    maxEventLoopDelayMs: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  /** How long GET /api/health waits for the database before answering 503. */
  healthCheckTimeoutMs: number;
  /** Generate AI Image (docs/decisions/014-ai-image-provider.md). */
  aiImages: AiImagesConfig;
  /** What the guarded fetch of imports may reach (docs/decisions/015-guarded-fetch.md). */
  importFetch: ImportFetchConfig;
  /** Recipe imports (address or text) one user may start in an hour (issue 12). */
  importsPerUserPerHour: number;
  /** Where imports read pages and pasted text (docs/decisions/028-import-worker-pool.md). */
  importReading: ImportReadingConfig;
  /** Structuring pasted recipe text the parser cannot read (issue 12). */
  aiText: AiTextConfig;
};

export type AiImagesConfig = {
  /**
   * An OpenAI-compatible endpoint (AI_BASE_URL, e.g. https://api.openai.com/v1) with its key;
   * null when either is missing: the server then draws a placeholder instead.
   */
  provider: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** Generations a user may start in any 60 minutes, and all users together in any 24 hours. */
  perUserPerHour: number;
  perDay: number;
};

/**
 * An OpenAI-compatible chat model (AI_BASE_URL, AI_API_KEY and AI_TEXT_MODEL all set) that
 * structures pasted recipe text; null when any is missing: text import then uses the parser only.
 */
export type AiTextConfig = {
  provider: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
};

/** One chat answer may take this long before it is retried once. */
export const AI_TEXT_TIMEOUT_MS = 60_000;

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

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction) {
    const missing = ['SESSION_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'].filter(
      (k) => !e[k as keyof typeof e],
    );
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these settings: ${missing.join(', ')}`);
    }
  }
  if (isProduction && e.DEMO_SIGN_IN_ANY_USER) {
    throw new ConfigError(
      'Invalid configuration:\nDEMO_SIGN_IN_ANY_USER: only for tests, never in production',
    );
  }
  if (isProduction && e.IMPORT_ALLOW_PRIVATE_HOSTS) {
    throw new ConfigError(
      'Invalid configuration:\nIMPORT_ALLOW_PRIVATE_HOSTS: only for tests and development, never in production',
    );
  }
  const publicUrl = new URL(e.PUBLIC_URL);
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\nHEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? localDevSecret(dataDir, e.NODE_ENV),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    secureCookies: publicUrl.protocol === 'https:',
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
    },
    openSignup: e.OPEN_SIGNUP,
    demoSignInEnabled: !isProduction && !e.GOOGLE_CLIENT_ID,
    demoSignInAnyUser: e.DEMO_SIGN_IN_ANY_USER,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedHosts: [
      ...new Set([publicUrl.host, ...parseAllowedHosts(e.ALLOWED_HOSTS, publicUrl.protocol)]),
    ],
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEPALIVE_TIMEOUT_MS,
    },
    loadShedding: {
      // Off in tests: many apps share one test process and each other's event loop.
      maxEventLoopDelayMs: e.MAX_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      sampleIntervalMs: 1000,
      retryAfterSeconds: 10,
    },
    healthCheckTimeoutMs: 2000,
    signInLimitPerMinute: e.SIGN_IN_LIMIT,
    aiImages: {
      provider:
        e.AI_BASE_URL && e.AI_API_KEY
          ? {
              baseUrl: e.AI_BASE_URL,
              apiKey: e.AI_API_KEY,
              model: e.AI_IMAGE_MODEL,
              timeoutMs: e.AI_IMAGE_TIMEOUT_MS,
            }
          : null,
      perUserPerHour: e.AI_IMAGES_PER_USER_PER_HOUR,
      perDay: e.AI_IMAGES_PER_DAY,
    },
    importFetch: {
      allowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
      allowedPorts: parseImportPorts(e.IMPORT_ALLOWED_PORTS),
    },
    importsPerUserPerHour: e.IMPORT_PER_USER_PER_HOUR,
    importReading: {
      // One core stays with the event loop; a second worker where there are cores to spare.
      workers: e.IMPORT_WORKERS ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
      budgetMs: e.IMPORT_READ_BUDGET_MS,
      maxQueued: 32,
    },
    aiText: {
      provider:
        e.AI_BASE_URL && e.AI_API_KEY && e.AI_TEXT_MODEL
          ? {
              baseUrl: e.AI_BASE_URL,
              apiKey: e.AI_API_KEY,
              model: e.AI_TEXT_MODEL,
              timeoutMs: AI_TEXT_TIMEOUT_MS,
            }
          : null,
    },
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

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies by address. `true` (every hop) and hop counts are refused: both let
 * a client that reaches the app directly choose its own address (Fastify 5 itself ignores hop
 * counts for that reason).
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value === 'false') return false;
  const refuse = (why: string) => {
    throw new ConfigError(`Invalid configuration:\nTRUST_PROXY: ${why}`);
  };
  if (value === 'true' || /^\d+$/.test(value)) {
    refuse(
      'name the proxies by address or range (e.g. 127.0.0.1 or 10.0.0.0/8), not true or a hop count',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) refuse(`"${entry}" is not an IP address, CIDR range or known name`);
  }
  return entries;
}

function isProxyAddress(entry: string) {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** ALLOWED_HOSTS: comma-separated host[:port], normalised the way URL normalises a host. */
function parseAllowedHosts(value: string | undefined, protocol: string): string[] {
  if (value === undefined) return [];
  return value.split(',').map((entry) => {
    const host = normalizeHost(entry.trim(), protocol);
    if (!host) {
      throw new ConfigError(
        `Invalid configuration:\nALLOWED_HOSTS: "${entry.trim()}" is not a host or host:port`,
      );
    }
    return host;
  });
}

/**
 * A Host header value in the form URL gives it (lower case, IPv6 in brackets, the scheme's
 * default port omitted), or null when it is not a plain host[:port].
 */
export function normalizeHost(value: string, protocol: string): string | null {
  if (!value || /[^a-zA-Z0-9._\-:[\]]/.test(value)) return null;
  try {
    return new URL(`${protocol}//${value}`).host || null;
  } catch {
    return null;
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * Outside production a random secret is kept in the data folder, so cookies stay valid across
 * restarts without any setup. Tests get a fixed in-memory one.
 */
function localDevSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === 'test') return 'test-secret-test-secret-test-secret-0123';
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
