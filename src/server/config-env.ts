/** The environment variables the server reads, with their defaults and limits. */
import { z } from 'zod';
import { DEFAULT_SIGN_IN_LIMIT_PER_MINUTE } from './config-auth';

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

export const envSchema = z.object({
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
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number, 1 or more' })
    .int('must be a whole number, 1 or more')
    .min(1, 'must be a whole number, 1 or more')
    .default(7),
});

export type Env = z.infer<typeof envSchema>;
