/** Sign-in and session settings: the sign-in limit's default, the local session secret. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sign-in attempts per client address and minute unless SIGN_IN_LIMIT says otherwise. */
export const DEFAULT_SIGN_IN_LIMIT_PER_MINUTE = 30;

/**
 * Outside production a random secret is kept in the data folder, so cookies stay valid across
 * restarts without any setup. Tests get a fixed in-memory one.
 */
export function localDevSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === 'test') return 'test-secret-test-secret-test-secret-0123';
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
