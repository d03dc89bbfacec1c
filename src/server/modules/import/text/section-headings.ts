/**
 * Section headings of pasted recipes in English, German, French, Spanish, Italian and Dutch.
 * Matched without case or accents ('INGRÉDIENTS', 'Preparacion:'), with a trailing colon,
 * and with a servings note after them ('Zutaten für 4 Personen', 'Ingredients (serves 4)').
 */
export type Section = 'ingredients' | 'directions' | 'other';

const HEADINGS: Record<Section, string[]> = {
  ingredients: [
    'ingredients',
    'ingredient list',
    'you will need',
    "what you'll need",
    'what you need',
    'zutaten',
    'zutatenliste',
    'ingredientes',
    'ingredienti',
    'ingredienten',
    'benodigdheden',
  ],
  directions: [
    'directions',
    'instructions',
    'method',
    'preparation',
    'steps',
    'procedure',
    'how to make it',
    'how to make',
    'zubereitung',
    'anleitung',
    'zubereitungsschritte',
    "so geht's",
    'so gehts',
    'etapes',
    'deroulement',
    'preparacion',
    'elaboracion',
    'procedimiento',
    'instrucciones',
    'pasos',
    'modo de preparacion',
    'preparazione',
    'procedimento',
    'istruzioni',
    'bereiding',
    'bereidingswijze',
    'werkwijze',
    'instructies',
  ],
  other: [
    'notes',
    'note',
    'tips',
    'nutrition',
    'nutrition facts',
    'nutrition information',
    'equipment',
    'notizen',
    'tipps',
    'hinweise',
    'nahrwerte',
    'remarques',
    'astuces',
    'conseils',
    'notas',
    'consejos',
    'consigli',
    'opmerkingen',
  ],
};

/** Longest first, so 'ingredient list' wins over 'ingredients' and 'how to make it' over 'how to make'. */
const ENTRIES = (Object.entries(HEADINGS) as [Section, string[]][])
  .flatMap(([section, words]) => words.map((word) => ({ section, word })))
  .sort((a, b) => b.word.length - a.word.length);

/** Lower case without accents and with one kind of apostrophe: 'Préparation' → 'preparation'. */
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`´]/g, "'").toLowerCase();
}

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

/**
 * A group heading inside a list ('For the sauce:', 'Für den Teig', '**Topping**', 'SAUCE'):
 * it names the part of the recipe that follows and is neither an ingredient nor a step.
 */
export function isGroupHeading(text: string, isMarkedHeading: boolean) {
  if (isMarkedHeading) return true;
  const words = text.split(/\s+/).length;
  if (words > 8) return false;
  if (/[:：]$/.test(text) && !/\d/.test(text)) return true;
  const folded = foldText(text);
  if (
    /^(?:for the|for|fur (?:den|die|das)|pour (?:la|le|les|l')|para (?:el|la|los|las)|per (?:il|la|le|i|gli))\s/.test(
      folded,
    ) &&
    !/\d/.test(text)
  ) {
    return words <= 5;
  }
  // A short line in capitals with no amount: 'SAUCE', 'FÜR DEN TEIG'.
  return (
    text.length >= 3 && !/\d/.test(text) && text === text.toUpperCase() && /\p{Lu}{3}/u.test(text)
  );
}
