import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { Database } from '#server/db/client';
import { sessions, userFamilies, users } from '#server/db/schema';
import { hashSessionToken, SESSION_COOKIE } from '#server/modules/auth/sessions';
import { randomBytes } from 'node:crypto';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `count` new members of `familyId`, each with a session: their Cookie headers. */
export async function membersWithSessions(db: Database, familyId: number, count: number) {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `listener-${i}-${randomBytes(3).toString('hex')}@example.test`,
        name: `Listener ${i}`,
      })),
    )
    .returning({ id: users.id });
  await db.insert(userFamilies).values(created.map(({ id }) => ({ userId: id, familyId })));
  const tokens = created.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    created.map(({ id }, i) => ({
      idHash: hashSessionToken(tokens[i]!),
      userId: id,
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    })),
  );
  return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
}

export interface StreamsChild {
  /** When the first stream received the notice naming `id` (epoch ms, performance clock). */
  receivedAt(id: number): Promise<number>;
  /** Closes every stream; resolves with how many notices each one received. */
  stop(): Promise<number[]>;
  child: ChildProcess;
}

/** Opens one stream per cookie in a child process (live-streams-child.ts), once all said hello. */
export async function openStreamsInChild(
  baseUrl: string,
  cookies: string[],
): Promise<StreamsChild> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'live-streams-child.ts'),
      JSON.stringify({ baseUrl, cookies }),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  let counts: ((value: number[]) => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.on(
      'exit',
      (code) => code !== 0 && reject(new Error(`streams child exited with ${code}`)),
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as {
        ready?: number;
        notice?: number[];
        at?: number;
        counts?: number[];
      };
      if (message.ready) resolve();
      if (message.counts) counts?.(message.counts);
      for (const id of message.notice ?? []) {
        arrivals.set(id, message.at!);
        waiters.get(id)?.(message.at!);
      }
    });
  });
  await ready;
  return {
    child,
    receivedAt: (id) =>
      arrivals.has(id)
        ? Promise.resolve(arrivals.get(id)!)
        : new Promise((resolve) => waiters.set(id, resolve)),
    stop: () =>
      new Promise((resolve) => {
        counts = resolve;
        child.stdin.end();
      }),
  };
}
