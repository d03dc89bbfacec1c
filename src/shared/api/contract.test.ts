import { describe, expect, it } from 'vitest';
import { pathOf } from './contract';

describe('pathOf', () => {
  it('puts each param in its place, encoded', () => {
    const contract = { path: '/api/families/:familyId/meal-plans/:id' } as const;
    expect(pathOf(contract, { familyId: 3, id: 12 })).toBe('/api/families/3/meal-plans/12');
    expect(pathOf({ path: '/api/images/:name' }, { name: 'a b/../c' })).toBe(
      '/api/images/a%20b%2F..%2Fc',
    );
  });

  it('leaves a path without params as it is', () => {
    expect(pathOf({ path: '/api/notes' })).toBe('/api/notes');
  });

  it('refuses to build a path with a param missing', () => {
    expect(() => pathOf({ path: '/api/notes/:id' }, {})).toThrow(
      '/api/notes/:id: no value for :id',
    );
  });
});
