import { describe, expect, it } from 'vitest';
import { chooseCurrentFamilyId } from './current-family';

const families = [{ id: 4 }, { id: 9 }, { id: 12 }];

describe('chooseCurrentFamilyId', () => {
  it('uses the preferred family when the user belongs to it', () => {
    expect(chooseCurrentFamilyId(families, 9)).toBe(9);
  });

  it('falls back to the first family when the preferred one is not among them', () => {
    expect(chooseCurrentFamilyId(families, 77)).toBe(4);
  });

  it('falls back to the first family when there is no preference', () => {
    expect(chooseCurrentFamilyId(families, null)).toBe(4);
    expect(chooseCurrentFamilyId(families, undefined)).toBe(4);
  });

  it('prefers the family picked in this session over the stored preference', () => {
    expect(chooseCurrentFamilyId(families, 9, 12)).toBe(12);
  });

  it('ignores a picked family the user no longer belongs to', () => {
    expect(chooseCurrentFamilyId(families, 9, 55)).toBe(9);
  });

  it('is null for a user without families', () => {
    expect(chooseCurrentFamilyId([], 3)).toBeNull();
  });
});
