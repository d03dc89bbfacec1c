import { loadSharp } from './sharp-on-first-use';
import {
  buildRecipeSvg,
  type DishKind,
  type RecipeImageInput,
} from '#server/db/seed/recipe-image-svg';
import { pick, seededRng } from '#server/db/seed/recipe-image-kit';

/**
 * The picture the server draws when no AI provider is configured: the demo seed's food
 * illustration (one drawing for both), with the dish chosen from words in the title and the
 * colours from a generator seeded by it. Same title (and category), same picture.
 */
export { buildRecipeSvg };

// First match wins: more specific words come before the ones they contain.
const DISH_WORDS: readonly (readonly [RegExp, DishKind])[] = [
  [/smoothie|shake|lemonade|juice|tea|coffee|cocktail|punch|latte|cocoa|drink/, 'glass'],
  [/cookie|biscuit|brownie|macaron|truffle|bar\b/, 'cookies'],
  [/roll|bun|muffin|scone|dumpling|bagel/, 'rolls'],
  [/bread|loaf|banana bread|meatloaf|terrine/, 'loaf'],
  [/pancake|waffle|crepe|french toast|stack|burger|sandwich/, 'stack'],
  [/cake|pie|tart|quiche|pizza|cheesecake|lasagn/, 'slice'],
  [/salad|slaw/, 'salad'],
  [/soup|stew|chili|curry|chowder|broth|porridge|oatmeal|ramen|pho|dal|gumbo/, 'bowl'],
  [/pasta|spaghetti|noodle|linguine|fettuccine|penne|macaroni|carbonara|lo mein/, 'pasta'],
  [/frittata|skillet|hash|shakshuka|omelet|paella|fried rice|stir.?fry/, 'skillet'],
];

const FALLBACK_DISHES: readonly DishKind[] = ['plate', 'bowl', 'skillet', 'plate', 'pasta'];

/** [main, accent, garnish] food colours, as the seed's recipes have them. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#c0703a', '#e8b04a', '#5b8c3a'],
  ['#d9a441', '#f4e1b0', '#7aa346'],
  ['#b5432f', '#e07b39', '#4f7f3a'],
  ['#7a3e22', '#d08c4a', '#9cbf5f'],
  ['#e8c27a', '#f7e6bd', '#b9782f'],
  ['#5c8d3e', '#c9df8a', '#e05d44'],
  ['#c94f6d', '#f6c3cf', '#6a9a48'],
  ['#8f5a2e', '#e3c08d', '#2f6f4f'],
];

/** The drawing's input for a title (and category, which colours the backdrop). */
export function drawingFor(title: string, category?: string | null): RecipeImageInput {
  const name = title.trim().replace(/\s+/g, ' ').toLowerCase();
  const seed = `drawn:${name}:${(category ?? '').trim().toLowerCase()}`;
  const rng = seededRng(seed);
  const dish = DISH_WORDS.find(([words]) => words.test(name))?.[1] ?? pick(rng, FALLBACK_DISHES);
  return { slug: seed, category: category ?? '', look: { dish, colors: pick(rng, PALETTES) } };
}

/** The drawing rasterised to PNG, for the same storage pipeline as uploads and AI pictures. */
export async function drawRecipePicture(title: string, category?: string | null) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(buildRecipeSvg(drawingFor(title, category))))
    .png()
    .toBuffer();
}
