import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

/**
 * The recipes grid with 2,000 recipes (a mocked list answer built from the seeded recipes;
 * everything else is the real server), next to the seeded list of 20 in the same run.
 * Prints and writes to e2e/.artifacts/recipes-performance.json: the time from navigation to
 * the first card, the search time, frame times while scrolling at a fast 6,000 px/s for 8 s,
 * and the time to reach the last card by jumping to the end. For figures that mean
 * something, run it alone: `npx playwright test recipes-performance --workers 1`.
 */
const RECIPE_COUNT = 2000;

type Summary = { id: number; title: string; [key: string]: unknown };

async function buildRecipes(page: Page) {
  const families = (await (await page.request.get('/api/families')).json()) as Array<{
    id: number;
  }>;
  const real = (await (
    await page.request.get(`/api/families/${families[0]!.id}/recipes`)
  ).json()) as Summary[];
  return Array.from({ length: RECIPE_COUNT }, (_, i) => {
    const base = real[i % real.length]!;
    return { ...base, id: 100_000 + i, title: `${base.title} #${String(i).padStart(4, '0')}` };
  });
}

/** Milliseconds from navigation start to the first card in the DOM. */
async function openAndTimeFirstCard(page: Page, expectedCount: string | RegExp) {
  await page.goto('/');
  await expect(page.getByTestId('recipe-count')).toHaveText(expectedCount);
  return Math.round(
    await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt),
  );
}

test('the grid stays smooth with 2,000 recipes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, USERS.okaforMember.email, '/settings');
  await page.addInitScript(() => {
    const w = window as unknown as { __firstCardAt?: number };
    const observer = new MutationObserver(() => {
      if (w.__firstCardAt === undefined && document.querySelector('main article')) {
        w.__firstCardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  const seededFirstCardMs = await openAndTimeFirstCard(page, /^\d+ recipes$/);

  const recipes = await buildRecipes(page);
  const body = JSON.stringify(recipes);
  await page.route('**/api/families/*/recipes', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const firstCardMs = await openAndTimeFirstCard(page, `${RECIPE_COUNT} recipes`);
  const initialCards = await page.locator('main article').count();

  // Search over all 2,000: from typing to the narrowed grid, less the 300 ms debounce.
  const searchStart = Date.now();
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('#1999');
  await expect(page.getByTestId('recipe-count')).toHaveText(`1 of ${RECIPE_COUNT} recipes`);
  const searchMs = Date.now() - searchStart - 300;
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page.getByTestId('recipe-count')).toHaveText(`${RECIPE_COUNT} recipes`);

  // 8 s of scrolling at 100 px a frame (6,000 px/s at 60 fps), cards mounting on the way.
  const scroll = await page.evaluate(async () => {
    const longTasks: number[] = [];
    const po = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    po.observe({ type: 'longtask', buffered: false });
    const frames: number[] = [];
    let last = performance.now();
    const start = last;
    await new Promise<void>((resolve) => {
      const step = (now: number) => {
        frames.push(now - last);
        last = now;
        window.scrollBy(0, 100);
        if (now - start > 8000) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    po.disconnect();
    const sorted = [...frames].sort((a, b) => a - b);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return {
      frames: frames.length,
      fps: +((frames.length * 1000) / (performance.now() - start)).toFixed(1),
      meanFrameMs: +(frames.reduce((a, b) => a + b, 0) / frames.length).toFixed(1),
      p50FrameMs: +pick(0.5).toFixed(1),
      p95FrameMs: +pick(0.95).toFixed(1),
      maxFrameMs: +sorted.at(-1)!.toFixed(1),
      framesOver50ms: frames.filter((f) => f > 50).length,
      longTasks: longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      scrolledPx: Math.round(window.scrollY),
      cardsMounted: document.querySelectorAll('main article').length,
    };
  });

  // Jump to the end, frame after frame, until every card is mounted.
  const reachEnd = await page.evaluate(async (total) => {
    const start = performance.now();
    let jumps = 0;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (document.querySelectorAll('main article').length < total) {
      if (performance.now() - start > 60_000) break;
      window.scrollTo(0, document.documentElement.scrollHeight);
      jumps++;
      await frame();
      await frame();
    }
    return {
      ms: Math.round(performance.now() - start),
      jumps,
      cards: document.querySelectorAll('main article').length,
    };
  }, RECIPE_COUNT);
  await expect(page.getByRole('article', { name: recipes.at(-1)!.title })).toBeAttached();
  const reachEndMs = reachEnd.ms;
  const cardsAtEnd = reachEnd.cards;

  const result = {
    recipes: RECIPE_COUNT,
    listJsonBytes: body.length,
    seededFirstCardMs,
    firstCardMs,
    initialCards,
    searchMs,
    scroll,
    reachEndMs,
    cardsAtEnd,
  };
  console.log(`recipes grid performance: ${JSON.stringify(result)}`);
  writeFileSync('e2e/.artifacts/recipes-performance.json', `${JSON.stringify(result, null, 2)}\n`);

  test.info().annotations.push({ type: 'performance', description: JSON.stringify(result) });

  // What the grid guarantees whatever the machine: cards mount a page at a time and every
  // recipe can be reached. Times depend on the machine and on the other test worker, so
  // they are reported above, not gated.
  expect(initialCards).toBeLessThanOrEqual(72);
  expect(scroll.cardsMounted).toBeLessThan(RECIPE_COUNT);
  expect(cardsAtEnd).toBe(RECIPE_COUNT);
});
