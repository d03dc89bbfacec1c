import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The colour tokens of styles.css, light and dark: every text colour on the surfaces it is used
 * on keeps WCAG AA contrast (4.5:1 for normal text). Computed from the OKLCH values the way a
 * browser shows them (OKLab → linear sRGB, clipped to the gamut).
 */

// Vitest runs from the repository root (jsdom gives import.meta.url an http scheme).
const css = readFileSync(path.resolve('src/web/styles.css'), 'utf8');

type Oklch = [number, number, number];
type Rgb = [number, number, number];

function tokens(selector: ':root' | '.dark'): Record<string, Oklch> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  const out: Record<string, Oklch> = {};
  for (const match of body.matchAll(/--([\w-]+):\s*oklch\(([^)]+)\)/g)) {
    out[match[1]!] = match[2]!.trim().split(/\s+/).map(Number) as Oklch;
  }
  return out;
}

const clip = (v: number) => Math.min(1, Math.max(0, v));
const encode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const decode = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** Gamma-encoded sRGB, as the browser paints it. */
function toSrgb([L, C, h]: Oklch): Rgb {
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((v) => encode(clip(v))) as Rgb;
}

/** `top` at `alpha` over `bottom` (Tailwind's bg-x/20), blended in sRGB as browsers do. */
function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((v, i) => v * alpha + bottom[i]! * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb) {
  const [r, g, b] = rgb.map(decode) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [text token, surface token] pairs the components use. */
const TEXT_ON_SURFACE: Array<[string, string]> = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['accent-foreground', 'accent'],
  // Destructive buttons (Log Out, Delete Recipe) and destructive toasts.
  ['destructive-foreground', 'destructive'],
  ['sidebar-foreground', 'sidebar'],
  ['sidebar-accent-foreground', 'sidebar-accent'],
  // text-destructive: the user menu's Log out, error messages on cards and pages.
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['destructive', 'popover'],
  // text-primary: links, category names on recipe cards.
  ['primary', 'background'],
  ['primary', 'card'],
];

describe.each([':root', '.dark'] as const)('colour tokens of %s', (selector) => {
  const t = tokens(selector);

  it.each(TEXT_ON_SURFACE)('%s on %s is at least 4.5:1', (text, surface) => {
    expect(t[text], `--${text}`).toBeDefined();
    expect(t[surface], `--${surface}`).toBeDefined();
    expect(contrast(toSrgb(t[text]!), toSrgb(t[surface]!))).toBeGreaterThanOrEqual(4.5);
  });

  it('the highlighted destructive menu item (Log out) stays readable', () => {
    // dropdown-menu.tsx: text-destructive on bg-destructive/10 over the popover.
    const highlight = over(toSrgb(t.destructive!), 0.1, toSrgb(t.popover!));
    expect(contrast(toSrgb(t.destructive!), highlight)).toBeGreaterThanOrEqual(4.5);
  });
});
