import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { displayIngredientAmount } from '#shared/measures/ingredient-display';
import { PrintPortal } from '#web/components/print/print-portal';
import { RecipeImage } from '#web/components/recipe/recipe-image';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import {
  DEFAULT_RECIPE_IMAGE,
  formatServings,
  formatTotalTime,
  resolveRecipeImageUrl,
} from '#web/lib/recipe-display';
import { useMeasurementSystem } from '#web/lib/session/preferences';
import { sourceHost } from './recipe-dialog-header';
import './recipe-print.css';

/**
 * The recipe on paper (product rule: printing): title, a small picture, the servings and amounts as the
 * batch stepper scales them in the reader's measures, ingredients in two columns where they fit,
 * numbered steps, the family's notes when asked for, and the source address. Hidden on screen;
 * in print it replaces the app (PrintPortal). recipe-print.css lays it out.
 */
export function RecipePrintView({
  recipe,
  batches,
  withNotes,
}: {
  recipe: RecipeDetail;
  batches: number;
  withNotes: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const system = useMeasurementSystem();
  const totalTime = formatTotalTime(intl, recipe);
  // The default picture says nothing on paper: only the recipe's own is printed.
  const hasPicture = resolveRecipeImageUrl(recipe.imageUrl) !== DEFAULT_RECIPE_IMAGE;
  const source = sourceHost(recipe.sourceUrl) ? recipe.sourceUrl : null;
  const notes = withNotes ? recipe.notes : [];

  return (
    <PrintPortal name="recipe">
      <article className="recipe-print">
        <header className="recipe-print-header">
          <div className="recipe-print-heading">
            <h1 dir="auto">{recipe.title}</h1>
            {recipe.subtitle && <p dir="auto">{recipe.subtitle}</p>}
            <p className="recipe-print-facts">
              <span>{formatServings(intl, recipe.servings * batches)}</span>
              {totalTime && <span>{totalTime}</span>}
            </p>
          </div>
          {hasPicture && (
            // Eager: a lazy image under display: none would never load before the print.
            <RecipeImage
              imageUrl={recipe.imageUrl}
              alt={recipe.title}
              eager
              className="recipe-print-image"
            />
          )}
        </header>
        <section>
          <h2>{intl.formatMessage({ id: 'recipes.ingredients.title' })}</h2>
          <ul className="recipe-print-ingredients">
            {recipe.ingredients.map((ingredient) => {
              const amount = displayIngredientAmount(ingredient, batches, system, locale);
              return (
                <li key={ingredient.id}>
                  {amount && <strong>{amount} </strong>}
                  {ingredient.text}
                </li>
              );
            })}
          </ul>
        </section>
        <section>
          <h2>{intl.formatMessage({ id: 'recipes.directions.title' })}</h2>
          <ol className="recipe-print-steps">
            {recipe.directions.map((direction) => (
              <li key={direction.id} value={direction.stepNumber}>
                {direction.text}
              </li>
            ))}
          </ol>
        </section>
        {notes.length > 0 && (
          <section>
            <h2>{intl.formatMessage({ id: 'recipes.print.notesTitle' })}</h2>
            <ul className="recipe-print-notes">
              {notes.map((note) => (
                <li key={note.id}>
                  <p>{note.text}</p>
                  <p className="recipe-print-byline">
                    {intl.formatMessage(
                      { id: 'recipes.print.noteByline' },
                      {
                        name: note.user.name,
                        date: intl.formatDate(note.createdAt, { dateStyle: 'medium' }),
                      },
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {source && (
          <footer className="recipe-print-source">
            {intl.formatMessage({ id: 'recipes.print.source' }, { address: source })}
          </footer>
        )}
      </article>
    </PrintPortal>
  );
}
