import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import { loadMessages } from '#web/lib/i18n/catalogues';
import {
  describeChange,
  FIELD_LABEL_KEYS,
  fieldLabel,
  formatChangeText,
  formatValue,
  humanize,
  MAX_DETAILS,
  type ChangeText,
} from './describe-change';

// describeChange returns message ids with their values; the English catalogue formats them.
const intl = createIntl({ locale: 'en', messages: await loadMessages('en') });
const text = (change: ChangeText) => formatChangeText(intl, change);

/** The summary as an English reader sees it. */
function summaryOf(overrides: Partial<AuditEntry>) {
  const { title, details } = describeChange(entry(overrides));
  return { title: text(title), details: details.map(text) };
}

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    actor: { id: 1, name: 'Alex Parker' },
    action: 'cookbook.update',
    entity: 'cookbook',
    entityId: '5',
    before: null,
    after: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('describeChange', () => {
  it('an update lists only the fields that changed, before → after', () => {
    const summary = summaryOf({
      before: { id: 5, name: 'Soups', description: 'Warm', isPublic: false, recipeCount: 3 },
      after: {
        id: 5,
        name: 'Soups & Stews',
        description: 'Warm',
        isPublic: true,
        recipeCount: 3,
      },
    });
    expect(summary).toEqual({
      title: 'Updated cookbook "Soups & Stews"',
      details: ['name: "Soups" → "Soups & Stews"', 'public: no → yes'],
    });
  });

  it('a creation lists what was created; a deletion what was there', () => {
    expect(
      summaryOf({ action: 'family.create', entity: 'family', after: { id: 3, name: 'The Lees' } }),
    ).toEqual({ title: 'Created family "The Lees"', details: ['name: "The Lees"'] });
    expect(
      summaryOf({ action: 'cookbook.delete', before: { id: 5, name: 'Old', recipeCount: 2 } }),
    ).toEqual({
      title: 'Deleted cookbook "Old"',
      details: ['name was "Old"', 'recipe count was 2'],
    });
  });

  it('names both ends of a cookbook link, and falls back to the id without a name', () => {
    expect(
      summaryOf({
        action: 'family_cookbook.link',
        entity: 'family_cookbook',
        entityId: '3:5',
        after: { familyId: 3, cookbookId: 5, isDefault: false },
      }).title,
    ).toBe('Linked cookbook #5 to family #3');
    expect(
      summaryOf({
        action: 'family.default_cookbook',
        entity: 'family',
        entityId: '3',
        before: { defaultCookbookId: 4 },
        after: { defaultCookbookId: 5, linkedNow: true },
      }),
    ).toEqual({
      title: 'Changed the default cookbook of family #3',
      details: ['default cookbook id: 4 → 5', 'linked now: none → yes'],
    });
  });

  it('reads an unknown action as words, and caps long detail lists', () => {
    const after = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, i]));
    const summary = summaryOf({
      action: 'widget.frobnicate',
      entity: 'widget',
      entityId: '9',
      after,
    });
    expect(summary.title).toBe('Widget frobnicate #9');
    expect(summary.details).toHaveLength(MAX_DETAILS);
    expect(summary.details.at(-1)).toBe(`and ${10 - (MAX_DETAILS - 1)} more`);
  });

  it('formats values and labels readably', () => {
    expect(text(formatValue(null))).toBe('none');
    expect(text(formatValue('x'.repeat(100)))).toHaveLength(62);
    expect(text(formatValue([1, 'a']))).toBe('[1, "a"]');
    expect(text(formatValue({ userId: 3, isAdmin: true }))).toBe('{user id: 3, admin: yes}');
    expect(text(fieldLabel('isSuperAdmin'))).toBe('super admin');
    expect(text(fieldLabel('cookbookId'))).toBe('cookbook id');
  });

  it("names each known field in English as its key reads, like a key it doesn't know", () => {
    for (const key of FIELD_LABEL_KEYS) {
      expect(text(fieldLabel(key))).toBe(humanize(key).replace(/^is /, ''));
    }
    expect(text(fieldLabel('someNewField'))).toBe('some new field');
  });

  it("speaks the reader's language", async () => {
    const german = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const { title, details } = describeChange(
      entry({
        action: 'family.rename',
        entity: 'family',
        before: { name: 'Die Lees' },
        after: { name: 'Familie Lee' },
      }),
    );
    expect(formatChangeText(german, title)).toBe('Familie „Familie Lee“ umbenannt');
    expect(details.map((line) => formatChangeText(german, line))).toEqual([
      'Name: „Die Lees“ → „Familie Lee“',
    ]);
  });
});
