/** Small helpers for building SVG illustrations: a seeded random generator and colour maths. */

export type Rng = () => number;

/** mulberry32 seeded with an FNV-1a hash of `seed`: the same seed always draws the same. */
export function seededRng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const range = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;

/** One decimal is plenty at 800x600 and keeps the SVG small. */
export const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** A point at `distance` from (cx, cy) in a random direction. */
export function around(rng: Rng, cx: number, cy: number, maxDistance: number) {
  const a = rng() * Math.PI * 2;
  // sqrt spreads points evenly over the disc instead of bunching them in the middle.
  const d = Math.sqrt(rng()) * maxDistance;
  return { x: cx + Math.cos(a) * d, y: cy + Math.sin(a) * d };
}

function toRgb(hex: string): [number, number, number] {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export const shade = (hex: string, amount: number) =>
  amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);

/** What a dish is drawn with: the seeded generator, the centre and [main, accent, garnish]. */
export type Scene = { rng: Rng; cx: number; cy: number; colors: readonly [string, string, string] };

/** A soft contact shadow under a dish (uses the #shadow gradient defined by the SVG). */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#shadow)"/>`;
