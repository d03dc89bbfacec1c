import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Environment read and validated once. Nothing else in the server reads process.env:
 * tests build a config with `loadConfig({...})`.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  seedDemoData: boolean;
  logLevel: string;
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
  const publicUrl = new URL(e.PUBLIC_URL);
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
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
  };
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
