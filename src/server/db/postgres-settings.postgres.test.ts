import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test-support/test-db';
import type { DatabaseHandle } from './client';

/** The pool's per-connection settings (docs/decisions/019-compiled-server-and-database-tuning.md). */
describe('PostgreSQL pool connections', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    if (handle.kind !== 'postgres') throw new Error('this test needs PostgreSQL');
  });
  afterAll(() => handle.close());

  it('run with JIT compilation off, on every connection of the pool', async () => {
    // Held open at once, so the pool has to open several connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        handle.db.transaction(async (tx) => {
          const result: unknown = await tx.execute(
            sql`select current_setting('jit') as "jit", pg_backend_pid() as "pid", pg_sleep(0.05)`,
          );
          return (result as { rows: { jit: string; pid: number }[] }).rows[0]!;
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.pid)).size).toBe(4);
    expect(answers.map((a) => a.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
