import { describe, expect, it } from 'vitest';
import { ILL_FORMED_MESSAGE, isWellFormedText, NUL_MESSAGE, safeText } from './text';

const issuesOf = (schema: ReturnType<typeof safeText>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('isWellFormedText', () => {
  it('agrees with String.prototype.isWellFormed', () => {
    const samples = [
      '',
      'plain',
      'crème brûlée',
      '🍕 night',
      '\uD83D\uDE00',
      '\uD800',
      'a\uDC00',
      '\uDE00\uD83D',
      '\uD83D\uD83D\uDE00',
      'x\uD800y',
      '\uDBFF\uDFFF',
      '\uDBFF',
    ];
    const native = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
    for (const s of samples) expect(isWellFormedText(s), JSON.stringify(s)).toBe(native(s));
  });
});

describe('safeText', () => {
  const note = safeText({ max: 10, label: 'A note' });

  it('trims and keeps ordinary text, emoji and accents included', () => {
    expect(note.parse('  Tasty 🍕 ')).toBe('Tasty 🍕');
    expect(note.parse('   ')).toBe('');
    expect(note.parse('crème')).toBe('crème');
  });

  it('refuses NUL characters with a clear message', () => {
    expect(issuesOf(note, 'a\u0000b')).toEqual([`A note ${NUL_MESSAGE}`]);
    expect(issuesOf(note, '\u0000')).toEqual([`A note ${NUL_MESSAGE}`]);
  });

  it('refuses unpaired surrogates, high, low or in the wrong order', () => {
    for (const bad of ['\uD800', 'x\uDC00', '\uDE00\uD83D', '\uD83D']) {
      expect(issuesOf(note, bad), JSON.stringify(bad)).toEqual([`A note ${ILL_FORMED_MESSAGE}`]);
    }
  });

  it('caps the length after trimming', () => {
    expect(note.parse(`  ${'x'.repeat(10)}  `)).toHaveLength(10);
    expect(issuesOf(note, 'x'.repeat(11))).toEqual(['A note can be at most 10 characters']);
    expect(issuesOf(note, 'x'.repeat(300_000))).toEqual(['A note can be at most 10 characters']);
  });

  it('takes custom messages and a minimum', () => {
    const title = safeText({ max: 5, min: 1, tooShortMessage: 'Empty', tooLongMessage: 'Long' });
    expect(issuesOf(title, '  ')).toEqual(['Empty']);
    expect(issuesOf(title, 'toolong')).toEqual(['Long']);
    expect(title.parse(' ok ')).toBe('ok');
  });

  it('can keep white space', () => {
    expect(safeText({ max: 5, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('refuses what is not a string', () => {
    for (const bad of [1, null, undefined, {}, ['a']]) expect(issuesOf(note, bad)).not.toBeNull();
  });
});
