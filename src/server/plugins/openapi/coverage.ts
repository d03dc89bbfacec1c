type RouteSummary = { method: string; url: string };
type OpenApiDocument = { paths?: Record<string, Record<string, unknown>> };

/** Fastify's `/api/recipes/:id` as OpenAPI writes it: `/api/recipes/{id}`. */
export function openApiPath(url: string) {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Why a registered route is left out of the document, or null when it must be in it. The
 * only routes left out are not part of the API.
 */
export function reasonToLeaveOut(route: RouteSummary): string | null {
  if (!route.url.startsWith('/api')) {
    return 'not API: the web client and stored images, served as files (/, /assets/*, /uploads/*)';
  }
  if (route.method === 'HEAD') {
    return 'Fastify adds HEAD beside each GET; it answers as the GET does, without a body';
  }
  return null;
}

/**
 * Compares the app's registered routes with the document's operations:
 * - missing: routes that must be documented and are not ('GET /api/recipes/:id');
 * - unknown: operations that no registered route answers;
 * - headWithoutGet: HEAD routes left out whose GET is not documented either.
 */
export function compareRoutesWithDocument(
  registered: readonly RouteSummary[],
  document: OpenApiDocument,
) {
  const operations = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(item)) operations.add(`${method.toUpperCase()} ${path}`);
  }
  const has = (method: string, url: string) => operations.has(`${method} ${openApiPath(url)}`);
  const documented = registered.filter((r) => reasonToLeaveOut(r) === null);
  const answered = new Set(documented.map((r) => `${r.method} ${openApiPath(r.url)}`));
  return {
    missing: documented.filter((r) => !has(r.method, r.url)).map((r) => `${r.method} ${r.url}`),
    unknown: [...operations].filter((op) => !answered.has(op)),
    headWithoutGet: registered
      .filter((r) => r.method === 'HEAD' && r.url.startsWith('/api') && !has('GET', r.url))
      .map((r) => `HEAD ${r.url}`),
  };
}
