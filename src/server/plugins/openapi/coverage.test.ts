import { describe, expect, it } from 'vitest';
import { compareRoutesWithDocument, openApiPath, reasonToLeaveOut } from './coverage';

const document = {
  paths: {
    '/api/recipes': { get: {}, post: {} },
    '/api/recipes/{id}': { get: {}, patch: {} },
  },
};
const registered = [
  { method: 'GET', url: '/api/recipes' },
  { method: 'HEAD', url: '/api/recipes' },
  { method: 'POST', url: '/api/recipes' },
  { method: 'GET', url: '/api/recipes/:id' },
  { method: 'PATCH', url: '/api/recipes/:id' },
  { method: 'GET', url: '/assets/app-Ab12.js' },
  { method: 'GET', url: '/uploads/*' },
];

/** The comparison the document test relies on: it must catch a route the document lacks. */
describe('comparing registered routes with the OpenAPI document', () => {
  it('finds nothing wrong when every API route is documented', () => {
    expect(compareRoutesWithDocument(registered, document)).toEqual({
      missing: [],
      unknown: [],
      headWithoutGet: [],
    });
  });

  it('reports a registered route the document lacks, by method and path', () => {
    const withNewRoute = [
      ...registered,
      { method: 'DELETE', url: '/api/recipes/:id' },
      { method: 'GET', url: '/api/secret-new-thing' },
    ];
    expect(compareRoutesWithDocument(withNewRoute, document).missing).toEqual([
      'DELETE /api/recipes/:id',
      'GET /api/secret-new-thing',
    ]);
  });

  it('reports operations no route answers, and HEAD routes whose GET is undocumented', () => {
    const result = compareRoutesWithDocument([{ method: 'HEAD', url: '/api/gone' }], {
      paths: { '/api/recipes': { get: {} } },
    });
    expect(result.unknown).toEqual(['GET /api/recipes']);
    expect(result.headWithoutGet).toEqual(['HEAD /api/gone']);
  });

  it('leaves out only routes outside /api and HEAD routes, each with its reason', () => {
    expect(reasonToLeaveOut({ method: 'GET', url: '/uploads/*' })).toMatch(/not API/);
    expect(reasonToLeaveOut({ method: 'HEAD', url: '/api/recipes' })).toMatch(/beside each GET/);
    expect(reasonToLeaveOut({ method: 'GET', url: '/api/docs' })).toBeNull();
  });

  it("writes Fastify's path parameters the OpenAPI way", () => {
    expect(openApiPath('/api/families/:familyId/members/:userId')).toBe(
      '/api/families/{familyId}/members/{userId}',
    );
  });
});
