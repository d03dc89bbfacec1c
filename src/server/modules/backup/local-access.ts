/**
 * How `npm run backup` reaches a running PGlite server (docs/decisions/052-backup-and-restore.md):
 * the server holds its data folder's lock, so the command cannot open the database itself.
 * At start the server makes a random token and, once listening, writes it with its address
 * into the data folder, readable by its owner only; GET /api/admin/backup accepts the token
 * in the X-Backup-Token header, from a loopback address, instead of a super admin's session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

export const BACKUP_TOKEN_HEADER = 'x-backup-token';
const ACCESS_FILE = 'backup-access.json';

export type LocalAccess = {
  /** Where the server listens, as a command on this machine calls it. */
  url: string;
  /** The Host header to send: one the server answers to (its PUBLIC_URL's). */
  host: string;
  token: string;
  pid: number;
};

export const createLocalToken = () => randomBytes(32).toString('base64url');

export function localAccessFile(dataDir: string) {
  return path.join(dataDir, ACCESS_FILE);
}

/** Written (mode 0600) once the server listens; removed when it closes. */
export function writeLocalAccess(dataDir: string, access: LocalAccess) {
  const file = localAccessFile(dataDir);
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function removeLocalAccess(dataDir: string) {
  rmSync(localAccessFile(dataDir), { force: true });
}

export function readLocalAccess(dataDir: string): LocalAccess | null {
  try {
    const parsed = JSON.parse(readFileSync(localAccessFile(dataDir), 'utf8')) as LocalAccess;
    return typeof parsed.token === 'string' && typeof parsed.url === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The address a local command calls for a server listening on `host`:`port`. */
export function localUrl(host: string, port: number) {
  const any = host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost';
  const name = any ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (through digests of equal length). */
export function isTokenEqual(expected: string, given: string) {
  return timingSafeEqual(digest(expected), digest(given));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Does `request` carry the server's local token, from this machine? */
export function hasLocalToken(request: FastifyRequest, expected: string | null): boolean {
  const given = request.headers[BACKUP_TOKEN_HEADER];
  if (!expected || typeof given !== 'string' || given.length === 0) return false;
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return isTokenEqual(expected, given);
}
