/**
 * Ingredient lines checked and mended before they become the recipe's ingredients
 * (docs/decisions/029-import-generalisation.md): the page's furniture that lists pick up
 * ('Prep time: 20 min', '© Site 2025', 'Contact |') is dropped, a whole list written as one
 * line is split, and a structured line without its amount takes the page's line that has it.
 */

/** 'Elkészítési idő: 60 perc', 'Cook time: 1 hr': a labelled duration, a fact of the page. */
const TIME_FACT =
  /^[\p{L}\s.'’-]{2,40}:\s*(?:\d+(?:[.,]\d+)?\s*(?:[-–]\s*\d+\s*)?(?:min(?:ute|uto|uti|uter)?s?|minuten|perc|óra|h|hrs?|hours?|stunden?|std|heures?|horas?|ore|uur|timer?)\.?\s*)+$/iu;
const COPYRIGHT = /©|\bcopyright\b/i;
/** Footer links are often separated by pipes ('Kontakt |', 'Privacy |'). */
const TRAILING_PIPE = /\|\s*$/;
/** A download's size ('A4 (344 KB)'). */
const FILE_SIZE = /\(\s*\d+(?:[.,]\d+)?\s*[KMG]B\s*\)/i;

/** True for a line that belongs to the page around the recipe, never to its ingredients. */
export function isPageFurniture(line: string): boolean {
  return (
    TIME_FACT.test(line) || COPYRIGHT.test(line) || TRAILING_PIPE.test(line) || FILE_SIZE.test(line)
  );
}

const AMOUNT_START = /^(?:\d|[½⅓⅔¼¾⅕⅛⅜⅝⅞])/;

/**
 * A list written as one or two lines ('125ml milk, 1 tsp vinegar, 60ml oil', a microdata
 * `content` or a JSON-LD string): split before each amount when every part opens with one.
 */
export function splitJoinedLines(lines: string[]): string[] {
  if (lines.length > 2) return lines;
  return lines.flatMap((line) => {
    const parts = line.split(/,\s+(?=(?:\d|[½⅓⅔¼¾⅕⅛⅜⅝⅞]))/u).map((p) => p.trim());
    const allAmounts = parts.every((p) => AMOUNT_START.test(p) && /\p{L}/u.test(p));
    return parts.length >= 3 && allAmounts ? parts : [line];
  });
}

const NUMBER = /\d|[½⅓⅔¼¾⅕⅛⅜⅝⅞]/;

/** A line's words, plurals folded ('cups' and 'cup', 'tomatoes' and 'tomato' compare equal). */
export function wordsOf(line: string): string[] {
  return line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w));
}

/** Words that stand for an amount ('etwas Oliven', 'Prise Salz', 'a pinch of salt'). */
const QUANTITY_WORD =
  /^(?:a |an |one )?(?:pinch|dash|handful|bunch|some|few|splash|etwas|prise|bund|handvoll|schuss|msp\.?|une pincée|un peu|quelques|une poignée|un bouquet|een snufje|wat|handje|bosje|una pizca|un poco|un puñado|un pizzico|qualche|q\.b\.|en nypa|lite|nypa|knivsudd)\b/iu;

/** A line that opens with an amount, in numbers or words. */
const opensWithAmount = (line: string) => AMOUNT_START.test(line) || QUANTITY_WORD.test(line);
export const hasAmount = (line: string) => NUMBER.test(line) || QUANTITY_WORD.test(line);

/**
 * The page's line for a structured line that lacks an amount: the JSON-LD says ' dijon
 * mustard', the page '2 tsp (10ml) dijon mustard'. The page's line must stand at about the
 * same place, hold all the structured line's words, give an amount and add at most a few
 * words (a unit, a converted amount); each page line serves one structured line. Lines that
 * carry an amount are never replaced (decision 016).
 */
export function withPageAmounts(lines: string[], pageLines: string[]): string[] {
  if (pageLines.length === 0) return lines;
  // A list of names alone ('ziemniaki', 'cebula') takes the page's lines however they give
  // the amount ('ziemniaki 1 kilogram'); a list with a name or two left bare ('Sal') only
  // lines that open with one.
  const namesOnly = lines.filter(hasAmount).length < lines.length / 2;
  const givesAmount = namesOnly ? hasAmount : opensWithAmount;
  const used = new Set<number>();
  const pageWords = pageLines.map((line) => new Set(wordsOf(line)));
  // The page's line stands where the structured line stands (the same list, in order).
  const near = (at: number, i: number) =>
    Math.abs(i - at) <= 2 || Math.abs(i / pageLines.length - at / lines.length) <= 0.1;
  const find = (words: string[], withAmount: boolean, at: number) =>
    pageLines.findIndex(
      (page, i) =>
        !used.has(i) &&
        near(at, i) &&
        (!withAmount || givesAmount(page)) &&
        words.every((w) => pageWords[i]!.has(w)) &&
        pageWords[i]!.size <= words.length + 4,
    );
  // The page's lines that the lines with amounts stand for are theirs ('2 tablespoons honey'
  // is not the later 'honey' to brush with).
  lines.forEach((line, index) => {
    if (!NUMBER.test(line)) return;
    const at = find(wordsOf(line), false, index);
    if (at >= 0) used.add(at);
  });
  return lines.map((line, index) => {
    if (hasAmount(line)) return line;
    const words = wordsOf(line);
    if (words.length === 0) return line;
    const at = find(words, true, index);
    if (at < 0) return line;
    used.add(at);
    return pageLines[at]!;
  });
}

/** Chinese and Japanese measure words, and metric units, that a leading amount carries. */
const CJK_MEASURE =
  '(?:千克|公斤|毫升|汤匙|湯匙|茶匙|大匙|小匙|大さじ|小さじ|克|升|个|個|勺|片|根|颗|顆|只|块|塊|杯|斤|两|瓣|把|包|袋|罐|枚|本|kg|g|ml|l)';
const GLUED_CJK_AMOUNT = new RegExp(
  `^((?:\\d+(?:[.,/]\\d+)?|[½⅓⅔¼¾⅛])\\s*${CJK_MEASURE})(?=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`,
  'iu',
);

/** '250克奶油奶酪' reads '250克 奶油奶酪': Chinese writes no space, but the app's line parts need one. */
export function spacedCjkAmount(line: string): string {
  return line.replace(GLUED_CJK_AMOUNT, '$1 ');
}
