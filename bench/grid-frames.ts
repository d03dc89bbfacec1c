import type { Page } from 'playwright-core';

/**
 * What a scroll of the recipes grid costs, measured in the page (bench/grid-scroll.ts): wheel
 * steps sent through Chromium's input pipeline (the way a mouse wheel or trackpad scrolls),
 * while a requestAnimationFrame loop records every frame the page's main thread produced.
 */

export type ScrollFigures = {
  fps: number;
  /** The frame time that 95 % of the frames stay under. */
  p95FrameMs: number;
  /** Wall time per wheel step: what the input pipeline waited for, frames included. */
  msPerStep: number;
  maxDomNodes: number;
  /** Where the page ended up, to check the steps really scrolled it. */
  scrolledPx: number;
};

type FrameLog = { times: number[]; maxNodes: number; stop: boolean; startY: number };
type FrameWindow = Window & { __frames?: FrameLog };

/** Starts recording frame times and the DOM's size in the page. */
function startFrameLog() {
  const w = window as FrameWindow;
  const log: FrameLog = { times: [], maxNodes: 0, stop: false, startY: window.scrollY };
  w.__frames = log;
  const nodes = document.getElementsByTagName('*');
  const tick = (now: number) => {
    log.times.push(now);
    log.maxNodes = Math.max(log.maxNodes, nodes.length);
    if (!log.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Resolves once the scroll position has held for 3 frames (a smooth scroll has ended). */
function scrollSettled() {
  return new Promise<void>((resolve) => {
    let last = -1;
    let still = 0;
    const check = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 3) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function stopFrameLog() {
  const log = (window as FrameWindow).__frames!;
  log.stop = true;
  return { times: log.times, maxNodes: log.maxNodes, scrolledPx: window.scrollY - log.startY };
}

function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * `steps` wheel steps of `stepPx` down from wherever the page is, with the pointer over the
 * middle of the viewport; the frames from the first step until the scroll has settled.
 */
export async function wheelScroll(page: Page, steps: number, stepPx: number) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.evaluate(startFrameLog);
  const started = performance.now();
  for (let i = 0; i < steps; i++) await page.mouse.wheel(0, stepPx);
  const msPerStep = (performance.now() - started) / steps;
  await page.evaluate(scrollSettled);
  const { times, maxNodes, scrolledPx } = await page.evaluate(stopFrameLog);
  const intervals = times.slice(1).map((t, i) => t - times[i]!);
  const elapsed = times.at(-1)! - times[0]!;
  return {
    fps: (intervals.length * 1000) / elapsed,
    p95FrameMs: percentile(
      [...intervals].sort((a, b) => a - b),
      0.95,
    ),
    msPerStep,
    maxDomNodes: maxNodes,
    scrolledPx,
  } satisfies ScrollFigures;
}

type SearchWindow = Window & { __searchMs?: Promise<number> };

/**
 * Arms a timer in the page: from the next keydown in the search box (its event time, so input
 * queueing counts) until the count line reads `countText` (or, with null, anything other than
 * what it reads now) and the frame that shows it has been painted.
 */
function armSearchTimer(countText: string | null) {
  const count = () => document.querySelector('[data-testid=recipe-count]')?.textContent;
  const before = count();
  const isDone = () => (countText === null ? count() !== before : count() === countText);
  (window as SearchWindow).__searchMs = new Promise((resolve) => {
    let typedAt = 0;
    const input = document.querySelector('input[type=search]')!;
    input.addEventListener('keydown', (event) => (typedAt = event.timeStamp), { once: true });
    // After the frame's rAF callbacks the frame is drawn; a message task runs once it has been.
    const painted = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - typedAt);
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (typedAt === 0 || !isDone()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.querySelector('main')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/**
 * Milliseconds from pressing `key` in the recipes search box until the grid shows the results
 * (`countText`, or with null any change of the count line).
 */
export async function timeKeystroke(page: Page, key: string, countText: string | null) {
  await page.evaluate(armSearchTimer, countText);
  await page.getByRole('searchbox', { name: 'Search recipes' }).press(key);
  return Math.round(await page.evaluate(() => (window as SearchWindow).__searchMs!));
}
