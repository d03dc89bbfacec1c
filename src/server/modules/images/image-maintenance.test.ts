import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createCookbook } from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { cardImageUrl } from '#shared/images/images.schemas';
import { createImageMaintenance } from './image-maintenance';
import type { LocalImageStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-image-maintenance-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ctx = useTestApp({ DATA_DIR: dataDir });
const log = () => ctx.app.log;

describe('image maintenance', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes missing cards and removes unused images in one pass', async () => {
    const storage = ctx.app.imageStorage as LocalImageStorage;
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#963' },
    })
      .webp()
      .toBuffer();
    const used = await storage.save('recipes/used-aa11.webp', picture, 'image/webp');
    const unused = await storage.save('recipes/unused-bb22.webp', picture, 'image/webp');
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    utimesSync(path.join(storage.rootDir, 'recipes/unused-bb22.webp'), old, old);
    const cookbook = await createCookbook(ctx.db);
    await createRecipe(ctx.db, { cookbookId: cookbook.id, imageUrl: used });

    const maintenance = createImageMaintenance({ db: ctx.db, storage, log: log() });
    await maintenance.runNow();
    expect(await storage.has(cardImageUrl(used)!)).toBe(true);
    expect(await storage.has(unused)).toBe(false);
    await maintenance.stop();
  });

  it('runs at start and every interval on an unref’d timer, one pass at a time', async () => {
    vi.useFakeTimers();
    const finishes: (() => void)[] = [];
    let passes = 0;
    const pass = vi.fn(async () => {
      passes++;
      await new Promise<void>((resolve) => finishes.push(resolve));
    });
    const maintenance = createImageMaintenance(
      { db: ctx.db, storage: ctx.app.imageStorage, log: log() },
      { intervalMs: 1000, pass },
    );
    const firstPass = maintenance.start();
    expect(passes).toBe(1);
    expect(maintenance.timer?.hasRef()).toBe(false);

    // A tick while the first pass still runs starts no second one.
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(1);
    finishes.shift()!();
    await firstPass; // start() resolves with its first pass (server.ts times it)
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(2);
    finishes.shift()!();

    const stopping = maintenance.stop();
    await stopping;
    expect(maintenance.timer).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(2);
    await maintenance.runNow();
    expect(passes).toBe(2);
  });

  it('waits for a running pass on stop and tells it to stop', async () => {
    let signalSeen: AbortSignal | undefined;
    let finish!: () => void;
    const maintenance = createImageMaintenance(
      { db: ctx.db, storage: ctx.app.imageStorage, log: log() },
      {
        pass: async (_deps, signal) => {
          signalSeen = signal;
          await new Promise<void>((resolve) => (finish = resolve));
        },
      },
    );
    void maintenance.start();
    let stopped = false;
    const stopping = maintenance.stop().then(() => (stopped = true));
    expect(signalSeen?.aborted).toBe(true);
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed pass instead of throwing', async () => {
    const errors: unknown[] = [];
    const maintenance = createImageMaintenance(
      {
        db: ctx.db,
        storage: ctx.app.imageStorage,
        log: { ...log(), error: (obj: unknown) => void errors.push(obj) } as typeof ctx.app.log,
      },
      { pass: () => Promise.reject(new Error('disk on fire')) },
    );
    await expect(maintenance.runNow()).resolves.toBeUndefined();
    expect(errors).toEqual([{ err: expect.objectContaining({ message: 'disk on fire' }) }]);
    await maintenance.stop();
  });
});
