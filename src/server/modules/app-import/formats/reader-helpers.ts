/**
 * What every format reader needs: the upload's files by path, text out of bytes, lines and
 * steps out of a text block, and the values apps write in many ways (durations, yields,
 * addresses). One way to do each, so formats differ only where the apps do.
 */
import { isGroupHeading } from '#shared/recipes/ingredient-line';
import { durationToMinutes, yieldToServings } from '#server/modules/import/durations';
import { cleanLines, cleanText } from '#server/modules/import/page/clean-text';
import type { UploadFile } from '../archive/read-upload';
import type { AppIngredientLine } from './app-export';

export { durationToMinutes, yieldToServings };

/** A file's text: UTF-8, without a byte order mark. */
export function textOf(file: UploadFile): string {
  return file.bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The last part of a path: 'a/b/recipe.json' → 'recipe.json'. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder of a path, '' at the top: 'a/b/recipe.json' → 'a/b'. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** Files whose name (not path) matches, case aside. */
export function filesNamed(files: readonly UploadFile[], pattern: RegExp): UploadFile[] {
  return files.filter((file) => pattern.test(baseName(file.path)));
}

/** The file at `path` relative to `folder`, case aside ('images/x.jpg' from 'recipes/'). */
export function fileAt(
  files: readonly UploadFile[],
  folder: string,
  relative: string,
): UploadFile | undefined {
  const wanted = (folder ? `${folder}/${relative}` : relative).replace(/^\.\//, '').toLowerCase();
  return files.find((file) => file.path.toLowerCase() === wanted);
}

/** JSON of a file, or undefined when it is not JSON. */
export function jsonOf(file: UploadFile): unknown {
  try {
    return JSON.parse(textOf(file));
  } catch {
    return undefined;
  }
}

/** Non-empty trimmed lines of a text block (any line break, Unicode's line separator too). */
export function textLines(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A step's own number or bullet at its start ('1.', '2)', 'Step 3:', '- '), which we number. */
const STEP_MARKER = /^(?:(?:step|schritt|étape|paso)\s*)?\d{1,2}\s*[.):]\s+|^[-*•]\s+/iu;

/**
 * The steps of a text block: paragraphs when the text has blank lines between them (a
 * paragraph's own line breaks stay inside its step), else one step per line. Markers go.
 */
export function stepsFromText(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const normalized = text.replace(/\r\n|\r|\u2029/g, '\n').replace(/\u2028/g, '\n');
  const paragraphs = normalized
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const parts = paragraphs.length > 1 ? paragraphs : textLines(normalized);
  return parts
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
        .replace(STEP_MARKER, '')
        .trim(),
    )
    .filter((step) => step !== '');
}

/** Ingredient lines, group headings marked ('For the sauce:', or one the app marked). */
export function ingredientLines(
  lines: readonly string[],
  isMarkedHeading: (line: string) => boolean = () => false,
): AppIngredientLine[] {
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) =>
      isGroupHeading(line, isMarkedHeading(line))
        ? { kind: 'heading', text: line.replace(/[:：]$/, '').trim() }
        : { kind: 'ingredient', line },
    );
}

/** An http(s) address, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).toString();
  } catch {
    return null;
  }
}

/** A text value, trimmed and with HTML gone; null when empty. */
export function textOrNull(value: unknown): string | null {
  const text = cleanText(value);
  return text === '' ? null : text;
}

/** A text kept in its lines (notes), each cleaned as textOrNull does; null when empty. */
export function textBlockOrNull(value: unknown): string | null {
  const lines = cleanLines(value);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Names in order, without empties or repeats (case aside): categories, then tags. */
export function uniqueNames(names: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const text = cleanText(name);
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** A comma-separated list ('sides, vegetables'), or a list already. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return [];
}

/** Image file extensions an export's pictures have. */
export const IMAGE_FILE = /\.(?:jpe?g|png|webp|gif|avif|heic)$/i;
