/**
 * The dishes of the recipe illustrations. Each draws around (cx, cy) with the recipe's colours:
 * [main, accent, garnish]. Food is suggested by overlapping simple shapes, not drawn literally.
 */
import { type Scene, around, fmt as f, pick, range, shade, shadow } from './recipe-image-kit';
import { glass, loaf, tray, cookies, rolls } from './recipe-image-unplated';

export type DishKind =
  | 'plate'
  | 'pasta'
  | 'bowl'
  | 'salad'
  | 'stack'
  | 'slice'
  | 'glass'
  | 'loaf'
  | 'cookies'
  | 'rolls'
  | 'skillet';

export function drawDish(kind: DishKind, s: Scene): string {
  switch (kind) {
    case 'plate':
      return (
        plate(s) + mound(s, 125) + chunks(s, s.colors[1], 105, 9) + leaves(s, s.colors[2], 110, 12)
      );
    case 'pasta':
      return plate(s) + noodles(s) + sauce(s) + leaves(s, s.colors[2], 80, 7);
    case 'skillet':
      return (
        skillet(s) +
        mound(s, 130) +
        chunks(s, s.colors[1], 125, 11) +
        leaves(s, s.colors[2], 130, 10)
      );
    case 'bowl':
      return bowl(s, s.colors[0]) + chunks(s, s.colors[1], 115, 9) + dots(s, s.colors[2], 120, 14);
    case 'salad':
      return (
        bowl(s, shade(s.colors[1], -0.15)) +
        leaves(s, s.colors[1], 140, 26, 2) +
        chunks(s, s.colors[0], 120, 8) +
        cubes(s, s.colors[2], 110, 6)
      );
    case 'stack':
      return plate(s) + stack(s);
    case 'slice':
      return plate(s) + slice(s);
    case 'glass':
      return glass(s);
    case 'loaf':
      return loaf(s);
    case 'cookies':
      return tray(s) + cookies(s);
    case 'rolls':
      return tray(s) + rolls(s);
  }
}

function plate({ rng, cx, cy }: Scene): string {
  const rim = pick(rng, ['#fbfaf6', '#eef3f6', '#f7efe3', '#f4f4f0']);
  return (
    shadow(cx + 8, cy + 22, 265, 260) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="232" fill="${rim}" stroke="${shade(rim, -0.12)}" stroke-width="3"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="170" fill="${shade(rim, 0.4)}" stroke="${shade(rim, -0.07)}" stroke-width="4"/>`
  );
}

function skillet({ cx, cy }: Scene): string {
  return (
    shadow(cx + 8, cy + 20, 250, 245) +
    `<rect x="${f(cx + 180)}" y="${f(cy - 20)}" width="200" height="40" rx="18" fill="#25252a"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="208" fill="#3a3a41" stroke="#1d1d21" stroke-width="10"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="180" fill="#2b2b31"/>`
  );
}

function bowl({ rng, cx, cy }: Scene, surface: string): string {
  const glaze = pick(rng, ['#f6f1e7', '#dfe9f2', '#3f6e8c', '#c8693f', '#e9e2cf']);
  return (
    shadow(cx + 8, cy + 22, 255, 250) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="215" fill="${glaze}" stroke="${shade(glaze, -0.2)}" stroke-width="3"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="188" fill="${shade(glaze, -0.1)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="172" fill="${surface}"/>` +
    `<circle cx="${f(cx - 25)}" cy="${f(cy - 30)}" r="95" fill="#fff" fill-opacity="0.08"/>` +
    `<path d="M${f(cx - 150)},${f(cy - 110)} A190,190 0 0 1 ${f(cx + 40)},${f(cy - 185)}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** A heap of the main food: overlapping discs, the upper ones lighter. */
function mound({ rng, cx, cy, colors }: Scene, radius: number): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const p = around(rng, cx, cy, radius * 0.55);
    const r = range(rng, radius * 0.35, radius * 0.55);
    out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r)}" fill="${shade(colors[0], i * 0.025 - 0.1)}"/>`;
  }
  // Grain-sized flecks read as rice, crumbs or seasoning at thumbnail size.
  for (let i = 0; i < 30; i++) {
    const p = around(rng, cx, cy, radius * 0.75);
    const a = range(rng, 0, 180);
    out += `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="5" ry="2.5" fill="${shade(colors[0], 0.3)}" transform="rotate(${f(a)} ${f(p.x)} ${f(p.y)})"/>`;
  }
  return out;
}

function chunks({ rng, cx, cy }: Scene, color: string, radius: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = around(rng, cx, cy, radius);
    const w = range(rng, 22, 40);
    const h = range(rng, 16, 30);
    const a = range(rng, 0, 180);
    out +=
      `<rect x="${f(p.x - w / 2)}" y="${f(p.y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2.5)}" ` +
      `fill="${shade(color, range(rng, -0.1, 0.1))}" stroke="${shade(color, -0.3)}" stroke-width="2" ` +
      `transform="rotate(${f(a)} ${f(p.x)} ${f(p.y)})"/>`;
  }
  return out;
}

function leaves({ rng, cx, cy }: Scene, color: string, radius: number, count: number, size = 1) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = around(rng, cx, cy, radius);
    const a = range(rng, 0, 180);
    const rx = range(rng, 9, 14) * size;
    out +=
      `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(rx)}" ry="${f(rx * 0.45)}" ` +
      `fill="${shade(color, range(rng, -0.15, 0.15))}" transform="rotate(${f(a)} ${f(p.x)} ${f(p.y)})"/>`;
  }
  return out;
}

function dots({ rng, cx, cy }: Scene, color: string, radius: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = around(rng, cx, cy, radius);
    out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(range(rng, 4, 9))}" fill="${color}"/>`;
  }
  return out;
}

function cubes({ rng, cx, cy }: Scene, color: string, radius: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = around(rng, cx, cy, radius);
    const a = range(rng, 0, 90);
    out +=
      `<rect x="${f(p.x - 16)}" y="${f(p.y - 16)}" width="32" height="32" rx="5" fill="${color}" ` +
      `stroke="${shade(color, -0.15)}" stroke-width="2" transform="rotate(${f(a)} ${f(p.x)} ${f(p.y)})"/>`;
  }
  return out;
}

function noodles({ rng, cx, cy, colors }: Scene): string {
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="115" fill="${shade(colors[0], -0.15)}"/>`;
  for (let i = 0; i < 55; i++) {
    const a = around(rng, cx, cy, 110);
    const b = around(rng, cx, cy, 110);
    const c = around(rng, cx, cy, 130);
    out +=
      `<path d="M${f(a.x)},${f(a.y)} Q${f(c.x)},${f(c.y)} ${f(b.x)},${f(b.y)}" fill="none" ` +
      `stroke="${shade(colors[0], range(rng, -0.1, 0.12))}" stroke-width="10" stroke-linecap="round"/>`;
  }
  return out;
}

function sauce(s: Scene): string {
  const { rng, cx, cy, colors } = s;
  let out = '';
  for (let i = 0; i < 6; i++) {
    const p = around(rng, cx, cy, 35);
    out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(range(rng, 30, 48))}" fill="${colors[1]}"/>`;
  }
  return out + chunks(s, shade(colors[1], -0.25), 50, 6);
}

function stack({ rng, cx, cy, colors }: Scene): string {
  let out = '';
  const layers = Math.round(range(rng, 4, 6));
  for (let i = 0; i < layers; i++) {
    const y = cy + 55 - i * 22;
    const dx = range(rng, -8, 8);
    out += `<ellipse cx="${f(cx + dx)}" cy="${f(y + 10)}" rx="150" ry="70" fill="${shade(colors[0], -0.28)}"/>`;
    out += `<ellipse cx="${f(cx + dx)}" cy="${f(y)}" rx="150" ry="70" fill="${colors[0]}"/>`;
  }
  const top = cy + 55 - (layers - 1) * 22;
  out +=
    `<path d="M${f(cx - 95)},${f(top - 5)} Q${f(cx - 40)},${f(top - 60)} ${f(cx + 60)},${f(top - 35)} ` +
    `Q${f(cx + 120)},${f(top)} ${f(cx + 70)},${f(top + 40)} Q${f(cx - 20)},${f(top + 60)} ${f(cx - 95)},${f(top - 5)} Z" ` +
    `fill="${colors[2]}" fill-opacity="0.85"/>`;
  for (const dx of [-70, 20, 85]) {
    const len = range(rng, 25, 60);
    out += `<rect x="${f(cx + dx)}" y="${f(top + 30)}" width="14" height="${f(len)}" rx="7" fill="${colors[2]}" fill-opacity="0.85"/>`;
  }
  out += `<rect x="${f(cx - 28)}" y="${f(top - 25)}" width="56" height="40" rx="6" fill="${colors[1]}" stroke="${shade(colors[1], -0.15)}" stroke-width="2"/>`;
  const berry = pick(rng, ['#3b4fa0', '#c0392b', '#6a2c70']);
  for (let i = 0; i < 4; i++) {
    const p = around(rng, cx + 160, cy + 120, 35);
    out += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="15" fill="${berry}" stroke="${shade(berry, -0.3)}" stroke-width="2"/>`;
  }
  return out;
}

function slice({ rng, cx, cy, colors }: Scene): string {
  const tip = { x: cx - 120, y: cy + 70 };
  const r = 230;
  const a1 = (-48 * Math.PI) / 180;
  const a2 = (2 * Math.PI) / 180;
  const p1 = { x: tip.x + Math.cos(a1) * r, y: tip.y + Math.sin(a1) * r };
  const p2 = { x: tip.x + Math.cos(a2) * r, y: tip.y + Math.sin(a2) * r };
  const wedge = `M${f(tip.x)},${f(tip.y)} L${f(p1.x)},${f(p1.y)} A${r},${r} 0 0 1 ${f(p2.x)},${f(p2.y)} Z`;
  let lattice = '';
  for (let i = -4; i <= 6; i++) {
    const x = tip.x + i * 40;
    lattice += `<path d="M${f(x)},${f(tip.y + 40)} L${f(x + 180)},${f(tip.y - 260)}" stroke="${colors[0]}" stroke-width="18"/>`;
    lattice += `<path d="M${f(x - 80)},${f(tip.y - 200)} L${f(x + 200)},${f(tip.y + 20)}" stroke="${shade(colors[0], 0.1)}" stroke-width="18"/>`;
  }
  let cream = '';
  for (let i = 0; i < 5; i++) {
    const p = around(rng, cx + 90, cy + 95, 22);
    cream += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(range(rng, 18, 28))}" fill="${colors[2]}" stroke="${shade(colors[2], -0.08)}" stroke-width="2"/>`;
  }
  return (
    `<clipPath id="wedge"><path d="${wedge}"/></clipPath>` +
    `<path d="${wedge}" fill="${colors[1]}" stroke="${shade(colors[0], -0.25)}" stroke-width="4" stroke-linejoin="round"/>` +
    `<g clip-path="url(#wedge)">${lattice}</g>` +
    `<path d="M${f(p1.x)},${f(p1.y)} A${r},${r} 0 0 1 ${f(p2.x)},${f(p2.y)}" fill="none" stroke="${shade(colors[0], -0.12)}" stroke-width="26" stroke-linecap="round"/>` +
    cream
  );
}
