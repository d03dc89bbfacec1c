import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { compileCatalogue, firstPaintShare, isCatalogue } from './vite-compiled-messages';

describe('compiledMessages', () => {
  it('compiles each message to the syntax tree react-intl formats without a parser', () => {
    const compiled = compileCatalogue({
      count: '{count, plural, one {# recipe} other {# recipes}}',
      hello: 'Hello {name}',
    });
    // The app's message ids are typed (lib/i18n/message-ids.d.ts); these two are not among them.
    const intl = createIntl({ locale: 'en', messages: compiled as never });
    expect(intl.formatMessage({ id: 'count' as never }, { count: 3 })).toBe('3 recipes');
    expect(intl.formatMessage({ id: 'hello' as never }, { name: 'Ana' })).toBe('Hello Ana');
    expect(Array.isArray(compiled.count)).toBe(true);
  });

  it('touches only the catalogues', () => {
    expect(isCatalogue('/repo/src/web/locales/de.json')).toBe(true);
    expect(isCatalogue('/repo/src/web/locales/de.json?import')).toBe(true);
    expect(isCatalogue('/repo/package.json')).toBe(false);
    expect(isCatalogue('/repo/src/shared/corpus/en.json')).toBe(false);
  });

  it("keeps the first screen's share of a catalogue, by the ids' leading parts", () => {
    expect(
      firstPaintShare({
        'layout.nav.recipes': 'Recipes',
        'recipes.card.servings': '{count} servings',
        'recipes.dialog.close': 'Close',
        'app.recipes.title': 'Browse Recipes',
        'app.admin.users.title': 'User Management',
        'adminPeople.title': 'Users',
        'recipesExtra.title': 'Not a recipes message',
      }),
    ).toEqual({
      'layout.nav.recipes': 'Recipes',
      'recipes.card.servings': '{count} servings',
      'app.recipes.title': 'Browse Recipes',
    });
  });
});
