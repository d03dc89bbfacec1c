import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import { describeChange, fieldLabel, formatValue, MAX_DETAILS } from './describe-change';

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
    const summary = describeChange(
      entry({
        before: { id: 5, name: 'Soups', description: 'Warm', isPublic: false, recipeCount: 3 },
        after: {
          id: 5,
          name: 'Soups & Stews',
          description: 'Warm',
          isPublic: true,
          recipeCount: 3,
        },
      }),
    );
    expect(summary).toEqual({
      title: 'Updated cookbook "Soups & Stews"',
      details: ['name: "Soups" → "Soups & Stews"', 'public: no → yes'],
    });
  });

  it('a creation lists what was created; a deletion what was there', () => {
    expect(
      describeChange(
        entry({ action: 'family.create', entity: 'family', after: { id: 3, name: 'The Lees' } }),
      ),
    ).toEqual({ title: 'Created family "The Lees"', details: ['name: "The Lees"'] });
    expect(
      describeChange(
        entry({ action: 'cookbook.delete', before: { id: 5, name: 'Old', recipeCount: 2 } }),
      ),
    ).toEqual({
      title: 'Deleted cookbook "Old"',
      details: ['name was "Old"', 'recipe count was 2'],
    });
  });

  it('names both ends of a cookbook link, and falls back to the id without a name', () => {
    expect(
      describeChange(
        entry({
          action: 'family_cookbook.link',
          entity: 'family_cookbook',
          entityId: '3:5',
          after: { familyId: 3, cookbookId: 5, isDefault: false },
        }),
      ).title,
    ).toBe('Linked cookbook #5 to family #3');
    expect(
      describeChange(
        entry({
          action: 'family.default_cookbook',
          entity: 'family',
          entityId: '3',
          before: { defaultCookbookId: 4 },
          after: { defaultCookbookId: 5, linkedNow: true },
        }),
      ),
    ).toEqual({
      title: 'Changed the default cookbook of family #3',
      details: ['default cookbook id: 4 → 5', 'linked now: none → yes'],
    });
  });

  it('reads an unknown action as words, and caps long detail lists', () => {
    const after = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, i]));
    const summary = describeChange(
      entry({ action: 'widget.frobnicate', entity: 'widget', entityId: '9', after }),
    );
    expect(summary.title).toBe('Widget frobnicate #9');
    expect(summary.details).toHaveLength(MAX_DETAILS);
    expect(summary.details.at(-1)).toBe(`and ${10 - (MAX_DETAILS - 1)} more`);
  });

  it('formats values and labels readably', () => {
    expect(formatValue(null)).toBe('none');
    expect(formatValue('x'.repeat(100))).toHaveLength(62);
    expect(formatValue([1, 'a'])).toBe('[1, "a"]');
    expect(formatValue({ userId: 3, isAdmin: true })).toBe('{user id: 3, admin: yes}');
    expect(fieldLabel('isSuperAdmin')).toBe('super admin');
    expect(fieldLabel('cookbookId')).toBe('cookbook id');
  });
});
