/**
 * What an import read from a page or a pasted text, before it is matched to our units and
 * categories and saved (product rule: import-reading). The page extractor, the text parser and the
 * optional AI structuring all answer this shape; `npm run import:extract` prints it for the corpus
 * scorer.
 */
export type ExtractedIngredient = {
  /** As written ('1 1/2', '½', '2-3'), null when the line has none ('salt to taste'). */
  quantity: string | null;
  /** As written ('cups', 'g', 'EL'), null when none; matched to our units table on save. */
  unit: string | null;
  /** The rest of the line: 'flour, sifted'. */
  text: string;
  /** The line as the app shows it: quantity, unit and text joined, reading like the original. */
  line: string;
};

export type ExtractedRecipe = {
  title: string;
  subtitle: string | null;
  /** The first number of the yield ('4 servings' → 4), null when the source has none. */
  servings: number | null;
  /** Minutes, null when unknown. */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  /** Absolute http(s) image addresses, best (largest) first. */
  imageUrls: string[];
  /** The source's own category or course ('Dessert'), null when none. */
  category: string | null;
  ingredients: ExtractedIngredient[];
  /** One text per step, in order; section names handled as docs/decisions say. */
  directions: string[];
};
