/**
 * Section headings of pasted recipes, in the languages of the import's vocabulary.
 * Matched without case or accents ('INGRÉDIENTS', 'Preparacion:'), with a trailing colon,
 * and with a servings note after them ('Zutaten für 4 Personen', 'Ingredients (serves 4)').
 */
import { foldText } from '#shared/lib/fold-text';
import { SECTION_HEADINGS, type Section } from '../vocabulary/section-words';

export type { Section };

/** Every heading word with its section, longest first: 'ingredient list' wins over 'ingredients'. */
const ENTRIES = (Object.entries(SECTION_HEADINGS) as [Section, string[]][])
  .flatMap(([section, words]) => words.map((word) => ({ section, word })))
  .sort((a, b) => b.word.length - a.word.length);

/** What may follow a heading word on its line: a servings note or a parenthesis. */
const HEADING_TAIL = /^(?:\(.*\)|(?:for|fur|pour|para|per|voor)\b.*)$/;

export type Heading = {
  section: Section;
  /** Text after the heading: a servings note, or content when the line was 'Method: Mix...'. */
  rest: string;
  /** True when `rest` is content of the section ('Ingredients: flour, sugar'). */
  restIsContent: boolean;
};

/** The section a line opens, or null when it is not a section heading. */
export function readHeading(text: string): Heading | null {
  const folded = foldText(text);
  for (const { section, word } of ENTRIES) {
    if (!folded.startsWith(word)) continue;
    const after = folded.slice(word.length);
    if (/^\p{L}/u.test(after)) continue;
    // Folding keeps the length for these scripts, so the original's tail is at the same place.
    const rest = text
      .slice(text.length - after.length)
      .replace(/^\s*[:：]?\s*/, '')
      .replace(/[:：]$/, '')
      .trim();
    if (rest === '') return { section, rest, restIsContent: false };
    const foldedRest = foldText(rest);
    if (HEADING_TAIL.test(foldedRest) && rest.length <= 60) {
      return { section, rest, restIsContent: false };
    }
    if (/^\s*[:：]/.test(after)) return { section, rest, restIsContent: true };
    return null;
  }
  return null;
}
