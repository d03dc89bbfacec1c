/**
 * Environment read and validated once. Nothing else in the server reads process.env:
 * tests build a config with `loadConfig({...})`.
 */
import path from 'node:path';
import { aiImagesConfig, aiTextConfig, type AiImagesConfig, type AiTextConfig } from './config-ai';
import { localDevSecret } from './config-auth';
import { envSchema } from './config-env';
import { ConfigError } from './config-error';
import { parseAllowedHosts, parseTrustProxy } from './config-hosts';
import {
  importFetchConfig,
  importReadingConfig,
  type ImportFetchConfig,
  type ImportReadingConfig,
} from './config-import';

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
  /**
   * Recipe imports (address or text) one user may start in an hour (product rule: import-reading).
   */
  importsPerUserPerHour: number;
  /** Where imports read pages and pasted text (docs/decisions/028-import-worker-pool.md). */
  importReading: ImportReadingConfig;
  /** Structuring pasted recipe text the parser cannot read (product rule: import-reading). */
  aiText: AiTextConfig;
  /** Daily backups into `dir` (BACKUP_DIR, off when null), the newest `keep` kept (decision 052). */
  backups: { dir: string | null; keep: number };
};

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
    aiImages: aiImagesConfig(e),
    importFetch: importFetchConfig(e),
    importsPerUserPerHour: e.IMPORT_PER_USER_PER_HOUR,
    importReading: importReadingConfig(e),
    aiText: aiTextConfig(e),
    backups: { dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : null, keep: e.BACKUP_KEEP },
  };
}

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
