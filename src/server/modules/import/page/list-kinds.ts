/**
 * The two kinds of list a recipe page holds, the words pages name them by (class or id names;
 * section headings come from the import's vocabulary) and how a list of each kind is judged.
 */
import { foldText } from '#shared/lib/fold-text';
import { alternation } from '../vocabulary/alternation';
import { SECTION_HEADINGS } from '../vocabulary/section-words';

export type ListKind = 'ingredients' | 'directions';

export const CLASS_WORDS: Record<ListKind, RegExp> = {
  ingredients: /ingredient|zutaten|ingredien|ingrediënt|składnik/i,
  directions:
    /instruction|direction|method|preparation|steps|zubereitung|preparaci|bereiding|procedure|recipe-?step/i,
};
/** Scripts without spaces between words (材料, 作り方) need no word end after the heading. */
const headingPattern = (words: string[]) =>
  new RegExp(
    `^(?:${alternation(words)})(?:(?![\\p{L}])|(?<=\\p{Script=Han}|\\p{Script=Hangul}|\\p{Script=Hiragana}|\\p{Script=Katakana}))`,
    'iu',
  );
/**
 * A heading opens with a heading word of the vocabulary (docs/decisions/029), followed by no
 * other letter ('Zutaten für 4 Personen' and 'Ingredients:' count, 'Ingredient spotlight' does
 * too, 'Methods of…' not).
 */
const HEADING_WORDS: Record<ListKind, RegExp> = {
  ingredients: headingPattern(SECTION_HEADINGS.ingredients),
  directions: headingPattern(SECTION_HEADINGS.directions),
};
/** Step headings that name the dish first: 'Abrikozenvlaai maken', 'Schritt für Schritt'. */
const STEPS_HEADING_ENDING =
  /^[\p{L}\s'’-]{3,40}\s(?:maken|bereiden|zubereiten|schritt für schritt|step by step)$/iu;

export function isHeadingText(text: string): ListKind | null {
  if (text.length > 60) return null;
  const folded = foldText(text);
  if (HEADING_WORDS.ingredients.test(folded)) return 'ingredients';
  if (HEADING_WORDS.directions.test(folded) || STEPS_HEADING_ENDING.test(text)) return 'directions';
  return null;
}

/** How much the lines look like a list of the kind: 0 when they do not. */
export function score(lines: string[], kind: ListKind): number {
  if (lines.length === 0) return 0;
  if (kind === 'ingredients') {
    const short = lines.filter((l) => l.length < 140).length;
    return short >= lines.length * 0.8 ? lines.length : 0;
  }
  const words = lines.join(' ').split(/\s+/).length;
  return words >= 8 ? words : 0;
}
