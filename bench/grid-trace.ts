import type { Browser, Page } from 'playwright-core';

/**
 * A Chromium performance trace of one scroll (bench/grid-scroll.ts with BENCH_TRACE=1), summed
 * up: what the page's main thread spent its CPU on, by kind of work. Thread time (`tdur`), not
 * wall time: on a shared machine the thread waits for a core, and wall time counts the wait.
 * Each event counts its own time, not its children's (DevTools' bottom-up view). Forced
 * layouts (style or layout inside script, e.g. a scroll position read after a DOM change) are
 * counted apart.
 */

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

type Kind = 'script' | 'style' | 'layout' | 'paint' | 'input' | 'other';

export type TraceSummary = {
  /** Main-thread CPU over the whole traced scroll, ms. */
  cpuMs: number;
  byKind: Record<Kind, number>;
  /** Event name → own CPU in ms, largest first. */
  byEvent: { name: string; ms: number }[];
  forcedLayouts: number;
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'cc',
];

const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'v8.callFunction', 'RunMicrotasks']);

function kindOf(name: string): Kind {
  if (SCRIPT.has(name) || name === 'EventDispatch' || /^v8|^V8/.test(name)) return 'script';
  if (/Style|LayoutTree/.test(name)) return 'style';
  if (/Layout|Shape/.test(name)) return 'layout';
  if (/Paint|CullRect|Compositing|Commit/.test(name)) return 'paint';
  if (/HitTest|MouseMove|Input/.test(name)) return 'input';
  return 'other';
}

/** The busiest renderer main thread (the page scrolled; other pages idle). */
function mainThreadEvents(events: TraceEvent[]) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return [...byThread.values()].sort((a, b) => cpu(b) - cpu(a))[0] ?? [];
}

export function summarizeTrace(events: TraceEvent[]): TraceSummary {
  const main = mainThreadEvents(events).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; childUs: number }[] = [];
  let cpuUs = 0;
  let forcedLayouts = 0;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const { event, childUs } = stack.pop()!;
      own.set(event.name, (own.get(event.name) ?? 0) + (event.tdur ?? 0) - childUs);
    }
  };
  for (const event of main) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.childUs += event.tdur ?? 0;
    else cpuUs += event.tdur ?? 0;
    const inScript = stack.some((s) => SCRIPT.has(s.event.name));
    if (inScript && (event.name === 'Layout' || event.name === 'UpdateLayoutTree')) forcedLayouts++;
    stack.push({ event, end: event.ts + (event.dur ?? 0), childUs: 0 });
  }
  close(Infinity);
  const byKind: Record<Kind, number> = {
    script: 0,
    style: 0,
    layout: 0,
    paint: 0,
    input: 0,
    other: 0,
  };
  for (const [name, us] of own) byKind[kindOf(name)] += us / 1000;
  return {
    cpuMs: cpuUs / 1000,
    byKind,
    byEvent: [...own].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms),
    forcedLayouts,
  };
}

/** Traces `run` (a scroll of `page`) and sums the trace up. */
export async function traceScroll(browser: Browser, page: Page, run: () => Promise<unknown>) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return summarizeTrace(trace.traceEvents);
}

export function printTraceSummary(label: string, s: TraceSummary, steps: number) {
  const perStep = (ms: number) => `${(ms / steps).toFixed(1)} ms`;
  const kinds = Object.entries(s.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${perStep(ms)}`)
    .join(', ');
  console.log(
    `  trace, ${label}: main thread CPU ${perStep(s.cpuMs)} a wheel step (${kinds}); ` +
      `forced style/layout ${s.forcedLayouts}×`,
  );
  const top = s.byEvent
    .slice(0, 6)
    .map(({ name, ms }) => `${name} ${perStep(ms)}`)
    .join(', ');
  console.log(`    largest: ${top}`);
}
