/**
 * Dishes served without a plate or bowl: a drink in a glass, a loaf on a board, and bakes on a
 * tray. Same conventions as recipe-image-dishes.ts.
 */
import { type Scene, around, fmt as f, pick, range, shade, shadow } from './recipe-image-kit';

export function glass({ rng, cx, colors }: Scene): string {
  const top = 120;
  const bottom = 500;
  const level = range(rng, 170, 210);
  const inset = (y: number) => 95 - ((y - top) / (bottom - top)) * 20;
  const body = (y: number, pad: number) =>
    `M${f(cx - inset(y) + pad)},${f(y)} L${f(cx + inset(y) - pad)},${f(y)} ` +
    `L${f(cx + 75 - pad)},${f(bottom - pad)} L${f(cx - 75 + pad)},${f(bottom - pad)} Z`;
  const straw = pick(rng, ['#e94f4f', '#4f8fe9', '#f2b134', '#8e5fd0']);
  const strawTilt = f(range(rng, 8, 18));
  let ice = '';
  for (let i = 0; i < 3; i++) {
    const x = cx + range(rng, -45, 15);
    const y = level + 15 + i * range(rng, 45, 70);
    ice += `<rect x="${f(x)}" y="${f(y)}" width="46" height="46" rx="8" fill="#fff" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.6" stroke-width="2" transform="rotate(${f(range(rng, 0, 45))} ${f(x + 23)} ${f(y + 23)})"/>`;
  }
  let bubbles = '';
  for (let i = 0; i < 10; i++) {
    const p = { x: cx + range(rng, -55, 55), y: range(rng, level + 20, bottom - 30) };
    bubbles += `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(range(rng, 2, 6))}" fill="#fff" fill-opacity="0.55"/>`;
  }
  const wheel = { x: cx + 92, y: top + 10 };
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    segments += `<path d="M${f(wheel.x)},${f(wheel.y)} l${f(Math.cos(a) * 36)},${f(Math.sin(a) * 36)}" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>`;
  }
  return (
    `<linearGradient id="liquid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>` +
    shadow(cx + 10, bottom + 5, 150, 30) +
    `<g transform="rotate(${strawTilt} ${f(cx)} ${f(bottom)})"><rect x="${f(cx + 5)}" y="50" width="20" height="420" rx="10" fill="${straw}"/>` +
    `<rect x="${f(cx + 9)}" y="50" width="5" height="420" fill="#fff" fill-opacity="0.45"/></g>` +
    `<path d="${body(level, 6)}" fill="url(#liquid)"/>` +
    ice +
    bubbles +
    `<path d="${body(top, 0)}" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.85" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="${f(cx - 70)}" y="${top + 30}" width="12" height="300" rx="6" fill="#fff" fill-opacity="0.35"/>` +
    `<circle cx="${f(wheel.x)}" cy="${f(wheel.y)}" r="42" fill="${colors[1]}" stroke="${shade(colors[1], -0.2)}" stroke-width="7"/>` +
    segments +
    `<ellipse cx="${f(cx - 70)}" cy="${top - 8}" rx="26" ry="11" fill="${colors[2]}" transform="rotate(-25 ${f(cx - 70)} ${top - 8})"/>` +
    `<ellipse cx="${f(cx - 40)}" cy="${top - 14}" rx="24" ry="10" fill="${shade(colors[2], -0.15)}" transform="rotate(20 ${f(cx - 40)} ${top - 14})"/>`
  );
}

export function loaf({ rng, cx, cy, colors }: Scene): string {
  const wood = pick(rng, ['#b98552', '#c9955e', '#a8744a']);
  const base = cy + 120;
  let grain = '';
  for (let i = 0; i < 5; i++) {
    const y = cy - 40 + i * 40 + range(rng, -8, 8);
    grain += `<path d="M${f(cx - 240)},${f(y)} q120,${f(range(rng, -12, 12))} 240,0 t240,0" fill="none" stroke="${shade(wood, -0.15)}" stroke-opacity="0.6" stroke-width="3"/>`;
  }
  let specks = '';
  for (let i = 0; i < 14; i++) {
    const x = cx - 170 + range(rng, 0, 260);
    const y = cy - 95 + range(rng, -8, 14);
    specks += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(range(rng, 4, 8))}" fill="${colors[2]}"/>`;
  }
  const x0 = cx - 200;
  const x1 = cx + 110;
  return (
    shadow(cx + 10, base + 40, 330, 90) +
    `<rect x="${f(cx - 270)}" y="${f(cy - 90)}" width="540" height="250" rx="34" fill="${wood}" stroke="${shade(wood, -0.3)}" stroke-width="4"/>` +
    grain +
    `<path d="M${f(x0)},${f(base)} L${f(x0)},${f(cy - 40)} Q${f(x0)},${f(cy - 110)} ${f(x0 + 70)},${f(cy - 112)} L${f(x1 - 70)},${f(cy - 112)} Q${f(x1)},${f(cy - 110)} ${f(x1)},${f(cy - 40)} L${f(x1)},${f(base)} Z" fill="${colors[0]}" stroke="${shade(colors[0], -0.3)}" stroke-width="4"/>` +
    `<path d="M${f(x0 + 20)},${f(cy - 80)} Q${f(cx - 45)},${f(cy - 125)} ${f(x1 - 20)},${f(cy - 80)}" fill="none" stroke="${colors[1]}" stroke-width="30" stroke-linecap="round"/>` +
    specks +
    [0, 1].map((i) => sliceFace(cx + 145 + i * 70, base, colors, i * 7 + 4)).join('')
  );
}

function sliceFace(x: number, base: number, colors: Scene['colors'], tilt: number): string {
  return (
    `<g transform="rotate(${tilt} ${f(x)} ${f(base)})">` +
    `<rect x="${f(x - 40)}" y="${f(base - 190)}" width="80" height="190" rx="22" fill="${shade(colors[0], 0.3)}" stroke="${shade(colors[0], -0.15)}" stroke-width="10"/>` +
    `<circle cx="${f(x - 10)}" cy="${f(base - 120)}" r="5" fill="${shade(colors[0], -0.1)}"/>` +
    `<circle cx="${f(x + 12)}" cy="${f(base - 70)}" r="4" fill="${shade(colors[0], -0.1)}"/></g>`
  );
}

export function tray({ rng, cx, cy }: Scene): string {
  const metal = pick(rng, ['#c5c9cf', '#d7d2c9', '#b9c0c9']);
  let rack = '';
  for (let i = 1; i < 9; i++) {
    rack += `<path d="M${f(cx - 290 + i * 64)},${f(cy - 200)} v400" stroke="${shade(metal, -0.1)}" stroke-width="3"/>`;
  }
  return (
    shadow(cx + 10, cy + 25, 360, 260) +
    `<rect x="${f(cx - 310)}" y="${f(cy - 220)}" width="620" height="440" rx="26" fill="${metal}" stroke="${shade(metal, -0.25)}" stroke-width="5"/>` +
    rack
  );
}

function grid({ rng, cx, cy }: Scene, draw: (x: number, y: number, r: number) => string) {
  let out = '';
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const x = cx - 190 + col * 190 + range(rng, -14, 14);
      const y = cy - 100 + row * 200 + range(rng, -12, 12);
      out += draw(x, y, range(rng, 66, 80));
    }
  }
  return out;
}

export function cookies(s: Scene): string {
  const { rng, colors } = s;
  return grid(s, (x, y, r) => {
    let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colors[0]}" stroke="${shade(colors[0], -0.25)}" stroke-width="4"/>`;
    out += `<circle cx="${f(x - r / 4)}" cy="${f(y - r / 4)}" r="${f(r / 2)}" fill="${shade(colors[0], 0.15)}" fill-opacity="0.6"/>`;
    for (let i = 0; i < 6; i++) {
      const p = around(rng, x, y, r * 0.7);
      out += `<rect x="${f(p.x - 7)}" y="${f(p.y - 6)}" width="14" height="12" rx="4" fill="${colors[1]}" transform="rotate(${f(range(rng, 0, 90))} ${f(p.x)} ${f(p.y)})"/>`;
    }
    const h = around(rng, x, y, r * 0.5);
    return out + `<circle cx="${f(h.x)}" cy="${f(h.y)}" r="5" fill="${colors[2]}"/>`;
  });
}

export function rolls(s: Scene): string {
  const { rng, colors } = s;
  return grid(s, (x, y, r) => {
    let spiral = `M${f(x)},${f(y)}`;
    for (let t = 0.5; t < 6 * Math.PI; t += 0.5) {
      const d = (t / (6 * Math.PI)) * r * 0.85;
      spiral += ` L${f(x + Math.cos(t) * d)},${f(y + Math.sin(t) * d)}`;
    }
    const icing = `M${f(x - r * 0.7)},${f(y - r * 0.3)} l${f(r * 0.35)},${f(r * 0.5)} l${f(r * 0.35)},${f(-r * 0.6)} l${f(r * 0.35)},${f(r * 0.6)} l${f(r * 0.3)},${f(-r * 0.4)}`;
    return (
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colors[0]}" stroke="${shade(colors[0], -0.25)}" stroke-width="4"/>` +
      `<path d="${spiral}" fill="none" stroke="${colors[1]}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${icing}" fill="none" stroke="${colors[2]}" stroke-width="${f(range(rng, 8, 12))}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.92"/>`
    );
  });
}
