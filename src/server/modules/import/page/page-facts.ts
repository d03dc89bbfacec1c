/**
 * Servings and times read from the page's visible text when the structured data lacks them
 * (or the page has none): recipe cards print them as labelled facts ('Serves 4', 'Yield: 12',
 * 'Total Time: 1 hr 10 mins', 'Prep: 10 mins Cook: 25 mins', '4 portions'). Only labelled
 * values are taken; the first one in the page's order wins (related recipes come later).
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import { durationToMinutes, yieldToServings } from './durations';

/** Element boundaries become this mark, so 'Serves' and '4' in two cells still read together. */
const GAP = ' ¦ ';
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'select']);
const MAX_CHARS = 400_000;

/** The page's text in reading order with element boundaries marked. */
export function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (length > MAX_CHARS) return;
      if (isText(node)) {
        const text = node.data.replace(/\s+/g, ' ').trim();
        if (text) {
          parts.push(text);
          length += text.length;
        }
      } else if (isTag(node) && !SKIP.has(node.name)) {
        walk(node.children);
      }
    }
  };
  walk($('body').toArray());
  return parts.join(GAP);
}

const SEP = String.raw`(?:\s|¦|:|-|–)*`;
const RANGE = String.raw`\d+(?:\s*(?:-|–|to|bis|à|a)\s*\d+)?`;
const SERVINGS_BEFORE = new RegExp(
  String.raw`\b(?:serves|servings?|serving size|yields?|makes|portions?|portionen|porciones|raciones|personnes|porzioni|porções|porcje|adag)${SEP}(?:up to|até|ca\.?|pour|für|para)?\s*(${RANGE})(?![\d/.,])`,
  'i',
);
const SERVINGS_AFTER = new RegExp(
  String.raw`(?<![\d/.,])(${RANGE})\s*(?:\(\p{L}+\)\s*)?(?:servings|portions|personen|personnes|persone|porções|porciones|raciones|porcje|adag|pers\.)`,
  'iu',
);

/** 'Serves 4', 'Yield: 12 cookies', 'Serving Size: 4-6', '4 porções', on the page. */
export function servingsFromText(text: string): number | null {
  const candidates = [SERVINGS_BEFORE.exec(text), SERVINGS_AFTER.exec(text)].filter(
    (m): m is RegExpExecArray => m !== null,
  );
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => a.index - b.index);
  return yieldToServings(candidates[0]![1]);
}

const DURATION = String.raw`(?:\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m|std\.?|stunden?|heures?|horas?|minuten?|minutos?)\b\.?[\s¦,]*(?:and\s+)?)+`;
const TOTAL_LABEL = String.raw`(?:total(?: time)?|ready in|gesamtzeit|temps total|tiempo total|tempo total|totale)`;
const TOTAL = new RegExp(String.raw`\b${TOTAL_LABEL}${SEP}(${DURATION})`, 'i');
const PREP = new RegExp(
  String.raw`\b(?:prep(?:aration)?(?: time)?|vorbereitung|zubereitungszeit|préparation)${SEP}(${DURATION})`,
  'i',
);
const COOK = new RegExp(
  String.raw`\b(?:cook(?:ing)?(?: time)?|bake(?: time)?|kochzeit|backzeit|cuisson)${SEP}(${DURATION})`,
  'i',
);

export type PageTimes = {
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
};

/** 'Total Time: 1 hr 10 mins', else 'Prep: 10 mins' and 'Cook: 25 mins' added up. */
export function timesFromText(text: string): PageTimes {
  const minutes = (re: RegExp) => {
    const match = re.exec(text);
    return match ? durationToMinutes(match[1]!.replace(/¦/g, ' ')) : null;
  };
  const prepTime = minutes(PREP);
  const cookTime = minutes(COOK);
  const total = minutes(TOTAL);
  const sum = prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null;
  return { prepTime, cookTime, totalTime: total ?? sum };
}
