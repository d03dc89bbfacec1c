/**
 * The two kinds of list a recipe page holds, the words pages name them by (class or id names,
 * section headings in many languages) and how a list of each kind is judged.
 */
export type ListKind = 'ingredients' | 'directions';

export const CLASS_WORDS: Record<ListKind, RegExp> = {
  ingredients: /ingredient|zutaten|ingredien|ingrediënt|składnik/i,
  directions:
    /instruction|direction|method|preparation|steps|zubereitung|preparaci|bereiding|procedure|recipe-?step/i,
};
/**
 * Section headings in the languages recipe pages are written in (docs/decisions/029): a
 * heading opens with one of these words, followed by no other letter ('Zutaten für 4
 * Personen' and 'Ingredients:' count, 'Ingredient spotlight' does too, 'Methods of…' not).
 */
const INGREDIENT_HEADINGS = [
  'ingredients?',
  "what you(?:'|’)?ll need",
  'you will need',
  'zutaten',
  'ingr[ée]dients?',
  'ingredientes',
  'ingredienti',
  'ingredi[ëe]nten',
  'ingrediente',
  'ingredienser',
  'ingredienten',
  'ingrediencie',
  'ingredience',
  'ingredientai',
  'hozzávalók',
  'składniki',
  'suroviny',
  'sastojci',
  'namirnice',
  'sestavine',
  'ainekset',
  'ainesosat',
  'koostisosad',
  'sastāvdaļas',
  'malzemeler',
  'υλικά',
  'ингредиенты',
  'інгредієнти',
  'продукты',
  'bahan(?:-bahan)?',
  'nguyên liệu',
  'מצרכים',
  'רכיבים',
  'المكونات',
  'ส่วนผสม',
  '재료',
  '材料',
  '食材',
  '用料',
];
const DIRECTION_HEADINGS = [
  '(?:(?:cooking|baking|recipe|step[- ]by[- ]step)\\s+)?(?:instructions?|directions?|method|preparation|steps)',
  'step[- ]by[- ]step',
  'how to make',
  'zubereitung',
  'anleitung',
  'pr[ée]paration',
  'étapes',
  'preparaci[óo]n',
  'elaboraci[óo]n',
  'instrucciones',
  'modo de prepar(?:o|ación)',
  'preparação',
  'instruções',
  'procedimento',
  'preparazione',
  'bereidingswijze',
  'bereiding',
  'werkwijze',
  'fremgangsmåde',
  'fremgangsmåte',
  'sådan gør du',
  'slik gjør du',
  'gör så här',
  'tillagning',
  'valmistus',
  'przygotowanie',
  'sposób przygotowania',
  'postup',
  'příprava',
  'elkészítés',
  'mod de preparare',
  'priprema',
  'postupak',
  'postopek',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'yapılışı',
  'hazırlanışı',
  'приготовление',
  'способ приготовления',
  'приготування',
  'cara membuat',
  'cách làm',
  'אופן ההכנה',
  'הוראות הכנה',
  'طريقة التحضير',
  'วิธีทำ',
  '만드는 법',
  '조리법',
  '作り方',
  '做法',
  '步骤',
];
/** Scripts without spaces between words (材料, 作り方) need no word end after the heading. */
const headingPattern = (words: string[]) =>
  new RegExp(
    `^(?:${words.join('|')})(?:(?![\\p{L}])|(?<=\\p{Script=Han}|\\p{Script=Hangul}|\\p{Script=Hiragana}|\\p{Script=Katakana}))`,
    'iu',
  );
const HEADING_WORDS: Record<ListKind, RegExp> = {
  ingredients: headingPattern(INGREDIENT_HEADINGS),
  directions: headingPattern(DIRECTION_HEADINGS),
};
/** Step headings that name the dish first: 'Abrikozenvlaai maken', 'Schritt für Schritt'. */
const STEPS_HEADING_ENDING =
  /^[\p{L}\s'’-]{3,40}\s(?:maken|bereiden|zubereiten|schritt für schritt|step by step)$/iu;

export function isHeadingText(text: string): ListKind | null {
  if (text.length > 60) return null;
  if (HEADING_WORDS.ingredients.test(text)) return 'ingredients';
  if (HEADING_WORDS.directions.test(text) || STEPS_HEADING_ENDING.test(text)) return 'directions';
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
