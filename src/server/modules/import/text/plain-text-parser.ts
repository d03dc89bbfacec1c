import type { ExtractedIngredient, ExtractedRecipe } from '#shared/import/extracted-recipe';
import { isGroupHeading, parseIngredientLine } from '#shared/recipes/ingredient-line';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { noFacts, readFactsLine, readServingsNote, type RecipeFacts } from './recipe-facts';
import { readHeading, type Section } from './section-headings';
import {
  capText,
  isQuantityLed,
  isSentence,
  readLine,
  splitLines,
  type TextLine,
} from './text-lines';

/**
 * Reads a recipe from plain pasted text (product rule: import-reading): the title from the first
 * line, a subtitle line may follow, sections by their headings, and without headings bullets and
 * amounts as ingredients and numbered lines or sentences after them as steps. Group headings ('For
 * the sauce:') and step group names are dropped. Answers what it found, even with no ingredients
 * or no steps (the caller decides whether that is enough); null when there is no title line
 * or neither ingredients nor steps.
 */
export function parseRecipeText(text: string): ExtractedRecipe | null {
  const lines = splitLines(text);
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) return null;
  const titleLine = readLine(lines[first]!);
  if (readHeading(titleLine.text) || readFactsLine(titleLine.text)) return null;
  const title = capText(
    titleLine.text.replace(/^(?:title|recipe|rezept|recette|receta)\s*:\s*/i, ''),
    RECIPE_LIMITS.titleMax,
  );
  if (title.length < RECIPE_LIMITS.titleMin) return null;

  const reader = new RecipeReader();
  for (const raw of lines.slice(first + 1)) reader.read(raw);
  const { ingredients, directions, facts, subtitle } = reader;
  if (ingredients.length === 0 && directions.length === 0) return null;
  return {
    title,
    subtitle,
    ...facts,
    imageUrls: [],
    category: null,
    ingredients: ingredients.slice(0, RECIPE_LIMITS.ingredientsMax),
    directions: directions.slice(0, RECIPE_LIMITS.directionsMax),
  };
}

/** Words that make an unmarked line under 'Ingredients' a step rather than an item. */
const LONG_SENTENCE_WORDS = 7;

/** Where the reader is: before any list, or in a section a heading (or the content) opened. */
type Place = 'start' | Section;

class RecipeReader {
  ingredients: ExtractedIngredient[] = [];
  directions: string[] = [];
  facts: RecipeFacts = noFacts();
  subtitle: string | null = null;
  private place: Place = 'start';
  /** Lines read after the title, blank ones aside: only the first may be the subtitle. */
  private seen = 0;
  /** Whether the current directions are numbered: unnumbered lines then continue a step. */
  private stepsNumbered = false;
  private awaitingStepText = false;

  read(raw: string) {
    if (raw === '') return;
    const line = readLine(raw);
    if (line.text === '') return;
    this.seen += 1;
    if (this.readFacts(line)) return;
    const heading = line.isNumbered ? null : readHeading(line.text);
    if (heading) {
      this.enter(heading.section);
      if (!heading.restIsContent) {
        this.facts.servings ??= readServingsNote(heading.rest);
        return;
      }
      this.readContent({ ...line, text: heading.rest });
      return;
    }
    if (this.seen === 1 && this.readSubtitle(line)) return;
    this.readContent(line);
  }

  private readFacts(line: TextLine) {
    // In the steps, 'Cook 10 minutes.' is an instruction; only 'Label: value' lines are facts.
    if (this.place === 'directions' && (line.isNumbered || !/[:：]/.test(line.text))) return false;
    const facts = readFactsLine(line.text);
    if (!facts) return false;
    for (const key of Object.keys(facts) as (keyof RecipeFacts)[]) {
      this.facts[key] ??= facts[key];
    }
    return true;
  }

  private readSubtitle(line: TextLine) {
    if (line.isBulleted || line.isNumbered || line.isStepLabel || isQuantityLed(line.text)) {
      return false;
    }
    if (line.text.length > RECIPE_LIMITS.subtitleMax) return false;
    this.subtitle = line.text;
    return true;
  }

  private enter(section: Section) {
    this.place = section;
    this.stepsNumbered = false;
    this.awaitingStepText = false;
  }

  private readContent(line: TextLine) {
    switch (this.place) {
      case 'other':
        return;
      case 'ingredients':
        return this.readInIngredients(line);
      case 'directions':
        return this.readInDirections(line);
      case 'start':
        return this.readWithoutHeadings(line);
    }
  }

  private readInIngredients(line: TextLine) {
    // Numbered sentences under 'Ingredients' with no steps heading: the steps have begun.
    if ((line.isNumbered || line.isStepLabel) && !isQuantityLed(line.text)) {
      this.enter('directions');
      return this.readInDirections(line);
    }
    if (isGroupHeading(line.text, line.isMarkedHeading)) return;
    // Under a heading the list is what the author called ingredients: only a plainly long
    // sentence ends it ('Salt and pepper to taste.' stays an ingredient).
    if (
      this.ingredients.length > 0 &&
      !line.isBulleted &&
      !isQuantityLed(line.text) &&
      isSentence(line.text, LONG_SENTENCE_WORDS)
    ) {
      this.enter('directions');
      return this.readInDirections(line);
    }
    this.addIngredient(line.text);
  }

  private readInDirections(line: TextLine) {
    if (line.isStepLabel) {
      this.stepsNumbered = true;
      this.awaitingStepText = true;
      return;
    }
    if (!line.isNumbered && !line.isBulleted && isGroupHeading(line.text, line.isMarkedHeading)) {
      return;
    }
    const continues =
      this.stepsNumbered && !line.isNumbered && !line.isBulleted && !this.awaitingStepText;
    if (line.isNumbered) this.stepsNumbered = true;
    this.awaitingStepText = false;
    if (continues && this.directions.length > 0) {
      const last = this.directions.length - 1;
      this.directions[last] = capText(
        `${this.directions[last]} ${line.text}`,
        RECIPE_LIMITS.textMax,
      );
      return;
    }
    this.directions.push(capText(line.text, RECIPE_LIMITS.textMax));
  }

  /** No heading so far: the shape of each line says what it is. */
  private readWithoutHeadings(line: TextLine) {
    if (line.isNumbered || line.isStepLabel) {
      if (isQuantityLed(line.text) && !isSentence(line.text)) return this.addIngredient(line.text);
      this.enter('directions');
      return this.readInDirections(line);
    }
    if (line.isMarkedHeading || (this.ingredients.length > 0 && isGroupHeading(line.text, false))) {
      return;
    }
    const itemLike = (line.isBulleted || isQuantityLed(line.text)) && !isSentence(line.text);
    if (itemLike) return this.addIngredient(line.text);
    if (this.ingredients.length === 0) return; // An introduction before the list.
    if (isSentence(line.text) || line.isBulleted) {
      this.enter('directions');
      return this.readInDirections(line);
    }
    this.addIngredient(line.text); // 'Salt and pepper' in an unmarked list.
  }

  private addIngredient(text: string) {
    // A recipe holds at most this many; a pasted list of thousands is not read to the end.
    if (this.ingredients.length >= RECIPE_LIMITS.ingredientsMax) return;
    const capped = capText(text, RECIPE_LIMITS.textMax);
    const parsed = parseIngredientLine(capped);
    if (parsed && parsed.text) this.ingredients.push(parsed);
    else this.ingredients.push({ quantity: null, unit: null, text: capped, line: capped });
  }
}
