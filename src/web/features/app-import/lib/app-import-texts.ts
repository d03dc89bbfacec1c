import type { IntlShape } from 'react-intl';
import type { AppImportReport, AppImportStatus } from '#shared/app-import/app-import.schemas';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';
import type { MessageId } from '#web/lib/i18n/catalogues';

/** The apps by their own names (brands: the same in every language). */
const FORMAT_NAMES: Record<string, string> = {
  paprika: 'Paprika',
  nextcloud: 'Nextcloud Cookbook',
  tandoor: 'Tandoor',
  mealie: 'Mealie',
  'mealie-v0': 'Mealie (v0)',
  copymethat: 'Copy Me That',
  chowdown: 'Chowdown',
  plantoeat: 'Plan to Eat',
  myrecipebox: 'MyRecipeBox',
  'family-cookbook': 'Family Cookbook',
  'schema-org': 'schema.org',
};

/** An app's name for the format the server read; an unknown one as the server said it. */
export const formatName = (format: string) => FORMAT_NAMES[format] ?? format;

export const STATUS_MESSAGE_IDS: Record<AppImportStatus, MessageId> = {
  reading: 'appImport.status.reading',
  saving: 'appImport.status.saving',
  done: 'appImport.status.done',
  cancelled: 'appImport.status.cancelled',
  refused: 'appImport.status.refused',
  failed: 'appImport.status.failed',
};

/** What the file picker offers, and what a dropped file is checked against. */
export const EXPORT_EXTENSIONS = [
  '.zip',
  '.paprikarecipes',
  '.paprikarecipe',
  '.json',
  '.html',
  '.htm',
  '.csv',
  '.md',
  '.gz',
];
export const EXPORT_ACCEPT = EXPORT_EXTENSIONS.join(',');

export const isExportFile = (file: File) => {
  const name = file.name.toLowerCase();
  return EXPORT_EXTENSIONS.some((extension) => name.endsWith(extension));
};

/**
 * Why a file was refused, in the reader's language: the server's code says it
 * (`errors.<code>`, as errorMessage does for a failed call), with the values the report keeps
 * for its placeholders (a limit). English, a code this page does not know, and a message
 * whose values the report lacks (an older report) are the server's words.
 */
export function refusalMessage(
  intl: IntlShape,
  refusal: NonNullable<AppImportReport['refusal']>,
): string {
  const id = `errors.${refusal.code}`;
  const message = (intl.messages as Record<string, unknown>)[id];
  if (intl.locale === DEFAULT_LOCALE || message === undefined) return refusal.message;
  if (refusal.params) return intl.formatMessage({ id: id as MessageId }, refusal.params);
  if (!hasPlaceholders(message)) return intl.formatMessage({ id: id as MessageId });
  return refusal.message;
}

/** A catalogue message as text (development, tests) or compiled (a build: literal parts only). */
function hasPlaceholders(message: unknown) {
  if (typeof message === 'string') return /[{<]/.test(message);
  return !Array.isArray(message) || message.some((part: { type?: number }) => part.type !== 0);
}
