import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplateFile } from '#server/test-support/test-db-names';
import { PgliteInWorker, PgliteWorkerError } from './pglite-in-worker';

/** The migrated template every test file starts from: loading it is faster than initdb. */
const openFromTemplate = () => PgliteInWorker.open({ loadDataDirFile: pgliteTemplateFile() });

/** One event-loop turn that lets every waiting I/O callback run first. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The server's PGlite in its worker thread, through the API drizzle-orm/pglite calls. */
describe('PGlite in a worker thread', () => {
  let client: PgliteInWorker;
  const count = async () =>
    (await client.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n;

  beforeAll(async () => {
    client = await openFromTemplate();
    await client.query('create table items (id int primary key, note text)');
  });
  afterAll(() => client.close());

  it('answers queries in either row mode, with PostgreSQL values parsed as PGlite does', async () => {
    await client.query('insert into items values ($1, $2), ($3, $4)', [1, 'one', 2, null]);
    const rows = await client.query('select id, note, now() as at from items order by id');
    expect(rows.rows).toEqual([
      { id: 1, note: 'one', at: expect.any(Date) },
      { id: 2, note: null, at: expect.any(Date) },
    ]);
    const arrays = await client.query('select id, note from items order by id', [], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([
      [1, 'one'],
      [2, null],
    ]);
    await client.query('delete from items');
  });

  it('runs parsers given with a query on the value as PostgreSQL wrote it', async () => {
    const result = await client.query<{ day: string }>("select date '2030-01-06' as day", [], {
      parsers: { 1082: (text) => `day ${text}` },
    });
    expect(result.rows).toEqual([{ day: 'day 2030-01-06' }]);
  });

  it('gives database errors their PostgreSQL fields', async () => {
    await client.query('insert into items values (7, null)');
    const failed = client.query('insert into items values (7, null)');
    await expect(failed).rejects.toBeInstanceOf(PgliteWorkerError);
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await client.query('delete from items');
  });

  it('runs a transaction alone: a query sent meanwhile waits for the commit, then sees it', async () => {
    let outside: Promise<number> | undefined;
    let outsideAnswered = false;
    await client.transaction(async (tx) => {
      await tx.query('insert into items values (10, null)');
      outside = count().then((n) => ((outsideAnswered = true), n));
      // A round trip inside the transaction: the query outside has reached the worker by now.
      await tx.query('insert into items values (11, null)');
      await turn();
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toBe(2);
    await client.query('delete from items');
  });

  it('rolls back a transaction whose work throws, and one whose statement failed', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items values (20, null)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items values (21, null)');
        await tx.query('insert into items values (21, null)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(0);
  });

  it("hands over a commit's notifications before the committing statement answers", async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('item_events', (payload) => heard.push(payload));
    await client.transaction(async (tx) => {
      await tx.query("select pg_notify('item_events', 'in a transaction')");
      expect(heard).toEqual([]); // NOTIFY is delivered at commit
    });
    expect(heard).toEqual(['in a transaction']);
    await client.query("select pg_notify('item_events', 'alone')");
    expect(heard).toEqual(['in a transaction', 'alone']);
    await unlisten();
    await client.query("select pg_notify('item_events', 'unheard')");
    expect(heard).toEqual(['in a transaction', 'alone']);
  });

  it('leaves the event loop free while PGlite works', async () => {
    let answered = false;
    const busy = client
      .query('select sum(i)::text as total from generate_series(1, 1000000) as i')
      .then(() => (answered = true));
    let turns = 0;
    while (!answered) {
      await turn();
      turns++;
    }
    await busy;
    // On the server's own thread the query would have held the loop until it answered.
    expect(turns).toBeGreaterThan(20);
  });
});

describe('opening and closing PGlite in a worker thread', () => {
  it('closes once however often asked, and refuses calls after', async () => {
    const client = await openFromTemplate();
    await Promise.all([client.close(), client.close()]);
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
  });

  it('rejects when PGlite cannot open what it was given', async () => {
    const missing = path.join(os.tmpdir(), 'fc-no-such-dump.tar');
    await expect(PgliteInWorker.open({ loadDataDirFile: missing })).rejects.toThrow('ENOENT');
  });
});
