/**
 * Draws a food illustration as an 800x600 SVG: a backdrop coloured by category, a table
 * texture, a dish and simple shapes in the recipe's food colours. Positions come from a random
 * generator seeded by the slug, so every recipe gets its own, stable picture. No text (no
 * fonts are guaranteed) and no filters (blurs are slow to rasterise).
 */
import { type Rng, fmt as f, mix, pick, range, seededRng } from './recipe-image-kit';
import { drawDish, type DishKind } from './recipe-image-dishes';

export type { DishKind };
export type RecipeLook = { dish: DishKind; colors: readonly [string, string, string] };
export type RecipeImageInput = { slug: string; category: string; look: RecipeLook };

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

const BACKDROPS: Record<string, readonly [string, string]> = {
  breakfast: ['#fde7b0', '#eea94f'],
  soups: ['#f7cfae', '#c4633a'],
  'soups & stews': ['#f3c7a0', '#a9512c'],
  'main dishes': ['#c4e3df', '#2f7a74'],
  sides: ['#e1eac6', '#7d9b47'],
  salads: ['#d6efc8', '#4b9548'],
  desserts: ['#f9d4de', '#c96887'],
  baking: ['#f1e0c5', '#b5824c'],
  drinks: ['#d0e9f7', '#4689bd'],
  snacks: ['#e8d9f3', '#8759ad'],
};

const NAPKINS = ['#e85d5d', '#f2c14e', '#5d9be8', '#7bc47f', '#f7f4ec'];

export function buildRecipeSvg(input: RecipeImageInput): string {
  const rng = seededRng(input.slug);
  const [light, dark] = backdrop(input.category, rng);
  const cx = IMAGE_WIDTH / 2 + range(rng, -25, 25);
  const cy = IMAGE_HEIGHT / 2 + range(rng, -10, 15);
  const angle = range(rng, 0, Math.PI * 2);
  const gx = 0.5 + Math.cos(angle) / 2;
  const gy = 0.5 + Math.sin(angle) / 2;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="${f(gx)}" y1="${f(gy)}" x2="${f(1 - gx)}" y2="${f(1 - gy)}">`,
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/>',
    '<stop offset="0.65" stop-color="#000" stop-opacity="0.12"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>',
    texturePattern(rng),
    '</defs>',
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#tex)"/>`,
    utensils(input.look.dish, rng, cx, cy),
    drawDish(input.look.dish, { rng, cx, cy, colors: input.look.colors }),
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ];
  return parts.join('');
}

function backdrop(category: string, rng: Rng): readonly [string, string] {
  const known = BACKDROPS[category.toLowerCase()];
  // Nudge the shared category colours a little so neighbours in a grid do not look cloned.
  const tint = pick(rng, ['#ffffff', '#000000', '#ffd27a']);
  const amount = range(rng, 0, 0.12);
  if (known) return [mix(known[0], tint, amount), mix(known[1], tint, amount)];
  const hue = Math.floor(rng() * 360);
  return [`hsl(${hue}, 70%, 85%)`, `hsl(${hue}, 45%, 45%)`];
}

/** A faint tablecloth: gingham, dots, diagonal stripes or linen lines. */
function texturePattern(rng: Rng): string {
  const size = Math.round(range(rng, 36, 64));
  const half = size / 2;
  const style = pick(rng, ['gingham', 'dots', 'stripes', 'linen'] as const);
  const open = `<pattern id="tex" width="${size}" height="${size}" patternUnits="userSpaceOnUse"`;
  switch (style) {
    case 'gingham':
      return (
        `${open}><rect width="${half}" height="${size}" fill="#fff" fill-opacity="0.09"/>` +
        `<rect width="${size}" height="${half}" fill="#fff" fill-opacity="0.09"/></pattern>`
      );
    case 'dots':
      return `${open}><circle cx="${half}" cy="${half}" r="${f(size / 9)}" fill="#fff" fill-opacity="0.16"/></pattern>`;
    case 'stripes':
      return `${open} patternTransform="rotate(35)"><rect width="${f(size / 4)}" height="${size}" fill="#fff" fill-opacity="0.1"/></pattern>`;
    case 'linen':
      return (
        `${open}><rect width="${size}" height="2" fill="#000" fill-opacity="0.05"/>` +
        `<rect y="${half}" width="${size}" height="1" fill="#fff" fill-opacity="0.12"/></pattern>`
      );
  }
}

/** Fork and knife beside plates, a spoon beside bowls, nothing beside drinks and trays. */
function utensils(dish: DishKind, rng: Rng, cx: number, cy: number): string {
  const metal = 'fill="#d3d8df" stroke="#9aa3ae" stroke-width="2"';
  const napkin = pick(rng, NAPKINS);
  const tilt = f(range(rng, -6, 6));
  const fork = (x: number) =>
    `<g transform="rotate(${tilt} ${f(x)} ${f(cy)})">` +
    `<rect x="${f(x - 55)}" y="${f(cy - 150)}" width="110" height="300" rx="10" fill="${napkin}" fill-opacity="0.9"/>` +
    `<rect x="${f(x - 8)}" y="${f(cy - 20)}" width="16" height="150" rx="8" ${metal}/>` +
    `<rect x="${f(x - 20)}" y="${f(cy - 60)}" width="40" height="48" rx="12" ${metal}/>` +
    [-15, -5, 5, 15]
      .map(
        (d) =>
          `<rect x="${f(x + d - 3)}" y="${f(cy - 125)}" width="6" height="75" rx="3" ${metal}/>`,
      )
      .join('') +
    '</g>';
  const knife = (x: number) =>
    `<g transform="rotate(${tilt} ${f(x)} ${f(cy)})">` +
    `<rect x="${f(x - 9)}" y="${f(cy + 10)}" width="18" height="130" rx="8" ${metal}/>` +
    `<path d="M${f(x - 9)},${f(cy + 12)} L${f(x - 9)},${f(cy - 130)} Q${f(x + 14)},${f(cy - 100)} ${f(x + 9)},${f(cy + 12)} Z" ${metal}/>` +
    '</g>';
  const spoon = (x: number) =>
    `<g transform="rotate(${tilt} ${f(x)} ${f(cy)})">` +
    `<rect x="${f(x - 8)}" y="${f(cy - 40)}" width="16" height="185" rx="8" ${metal}/>` +
    `<ellipse cx="${f(x)}" cy="${f(cy - 85)}" rx="30" ry="48" ${metal}/>` +
    `<ellipse cx="${f(x - 8)}" cy="${f(cy - 95)}" rx="9" ry="20" fill="#fff" fill-opacity="0.6"/>` +
    '</g>';
  switch (dish) {
    case 'plate':
    case 'pasta':
    case 'stack':
    case 'slice':
      return fork(cx - 300) + knife(cx + 305);
    case 'skillet':
      return fork(cx - 300);
    case 'bowl':
    case 'salad':
      return spoon(cx + 295);
    case 'glass':
    case 'loaf':
    case 'cookies':
    case 'rolls':
      return '';
  }
}
