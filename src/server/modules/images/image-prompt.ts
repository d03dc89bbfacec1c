/** What a picture of a recipe shows: everything but the title is optional. */
export type PictureSubject = {
  title: string;
  subtitle?: string | null;
  category?: string | null;
  ingredients?: readonly string[];
};

export const PROMPT_INGREDIENTS = 8;
/** DALL·E 2 takes at most 1,000 characters; the others take more. */
export const MAX_PROMPT_LENGTH = 1000;
const PROMPT_RULES =
  'Appetising, natural light, shot from slightly above. No text, no people, no hands.';
// Seasonings and water are in every recipe and say nothing about how the dish looks.
const UNTELLING = /^(salt|pepper|salt and pepper|black pepper|water|ice|oil|cooking spray)\b/i;

/**
 * The image prompt for a recipe: "A realistic food photograph of …, no text, no people, no
 * hands". Recipe texts are squeezed onto one line and shortened, and the rules always close
 * the prompt, whatever the recipe says.
 */
export function buildImagePrompt(subject: PictureSubject): string {
  const title = clean(subject.title, 200);
  const subtitle = subject.subtitle ? clean(subject.subtitle, 150) : '';
  const category = subject.category ? clean(subject.category, 60) : '';
  const ingredients = (subject.ingredients ?? [])
    .map(mainPart)
    .filter((text) => text.length > 0 && !UNTELLING.test(text))
    .slice(0, PROMPT_INGREDIENTS);
  const parts = [`A realistic food photograph of ${title}${subtitle ? ` (${subtitle})` : ''}`];
  if (category) parts.push(`served as ${category.toLowerCase()}`);
  if (ingredients.length > 0) parts.push(`made with ${ingredients.join(', ')}`);
  const description = parts.join(', ');
  const room = MAX_PROMPT_LENGTH - PROMPT_RULES.length - 2;
  return `${shorten(description, room)}. ${PROMPT_RULES}`;
}

/** "2 onions, finely chopped (about 300 g)" → "2 onions". */
function mainPart(ingredient: string) {
  return clean(ingredient.replace(/\(.*?\)/g, ' ').split(/[,;]/)[0] ?? '', 60);
}

/** One line of plain text: control characters and runs of spaces become one space. */
function clean(text: string, max: number) {
  // eslint-disable-next-line no-control-regex
  return shorten(text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim(), max);
}

function shorten(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
