import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '#web/lib/i18n/catalogues';
import { formatName, isExportFile, refusalMessage } from './app-import-texts';

const bomb = {
  code: 'archive_bomb',
  message: 'The archive unpacks to far more than it holds: it is refused as unsafe',
};
const tooMany = {
  code: 'archive_too_many_files',
  message: 'The archive holds more than 5000 files',
};

describe('refusalMessage', () => {
  it('says the server’s words in English', async () => {
    const intl = createIntl({ locale: 'en', messages: await loadMessages('en') });
    expect(refusalMessage(intl, bomb)).toBe(bomb.message);
  });

  it('says a refusal by its code in another language', async () => {
    const intl = createIntl({ locale: 'de', messages: await loadMessages('de') });
    expect(refusalMessage(intl, bomb)).toBe(
      'Das Archiv entpackt sich zu weit mehr, als es enthält: Es wird als unsicher abgelehnt',
    );
  });

  it('says a refusal that names a limit in another language, with the report’s values', async () => {
    const intl = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const said = refusalMessage(intl, { ...tooMany, params: { limit: 5000 } });
    expect(said).not.toBe(tooMany.message);
    expect(said).toMatch(/5\.?000/);
    expect(said).toMatch(/Archiv/);
  });

  it('keeps the server’s words where the message needs a value the report does not carry', async () => {
    const intl = createIntl({ locale: 'de', messages: await loadMessages('de') });
    expect(refusalMessage(intl, tooMany)).toBe(tooMany.message);
    expect(refusalMessage(intl, { code: 'something_new', message: 'New reason' })).toBe(
      'New reason',
    );
  });
});

describe('the export file helpers', () => {
  it('names the apps, and an unknown format as the server said it', () => {
    expect(formatName('paprika')).toBe('Paprika');
    expect(formatName('schema-org')).toBe('schema.org');
    expect(formatName('cookmate')).toBe('cookmate');
  });

  it('takes the exports’ extensions, in any case', () => {
    expect(isExportFile(new File([''], 'My Recipes.PAPRIKARECIPES'))).toBe(true);
    expect(isExportFile(new File([''], 'recipes.csv'))).toBe(true);
    expect(isExportFile(new File([''], 'photo.jpg'))).toBe(false);
  });
});
