import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';

/**
 * The few words the calendar feed writes, in the feed owner's language
 * (user_preferences.language; none means English). A calendar app shows them as they are: the
 * feed is fetched without the app, so these live on the server, not in the web catalogue.
 */
export type CalendarFeedMessages = {
  /** The calendar's name (X-WR-CALNAME). */
  calendarName: (familyName: string) => string;
  /** The event description's lines. */
  servings: (servings: number) => string;
  recipe: (link: string) => string;
  /** An event's title when the meal names neither a recipe nor a placeholder title. */
  mealTypes: Readonly<Record<MealType, string>>;
};

export const CALENDAR_FEED_MESSAGES: Readonly<Record<Locale, CalendarFeedMessages>> = {
  en: {
    calendarName: (familyName) => `Meal plan – ${familyName}`,
    servings: (servings) => `Servings: ${servings}`,
    recipe: (link) => `Recipe: ${link}`,
    mealTypes: {
      Breakfast: 'Breakfast',
      Lunch: 'Lunch',
      Dinner: 'Dinner',
      Snack: 'Snack',
      Dessert: 'Dessert',
    },
  },
  de: {
    calendarName: (familyName) => `Essensplan – ${familyName}`,
    servings: (servings) => `Portionen: ${servings}`,
    recipe: (link) => `Rezept: ${link}`,
    mealTypes: {
      Breakfast: 'Frühstück',
      Lunch: 'Mittagessen',
      Dinner: 'Abendessen',
      Snack: 'Snack',
      Dessert: 'Nachtisch',
    },
  },
  fr: {
    calendarName: (familyName) => `Planning des repas – ${familyName}`,
    servings: (servings) => `Portions : ${servings}`,
    recipe: (link) => `Recette : ${link}`,
    mealTypes: {
      Breakfast: 'Petit-déjeuner',
      Lunch: 'Déjeuner',
      Dinner: 'Dîner',
      Snack: 'En-cas',
      Dessert: 'Dessert',
    },
  },
  es: {
    calendarName: (familyName) => `Plan de comidas – ${familyName}`,
    servings: (servings) => `Raciones: ${servings}`,
    recipe: (link) => `Receta: ${link}`,
    mealTypes: {
      Breakfast: 'Desayuno',
      Lunch: 'Almuerzo',
      Dinner: 'Cena',
      Snack: 'Tentempié',
      Dessert: 'Postre',
    },
  },
};

/** The feed's words for a stored language; English for none or one no longer supported. */
export function calendarFeedMessages(language: string | null | undefined): CalendarFeedMessages {
  return CALENDAR_FEED_MESSAGES[isLocale(language) ? language : DEFAULT_LOCALE];
}
