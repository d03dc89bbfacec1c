import type { Row } from './types';

type RouteSummary = { method: string; url: string };

/**
 * Compares the registered routes ('METHOD /url') with the matrix rows. HEAD routes are the
 * ones Fastify adds beside each GET: they need no row of their own, but their GET must have
 * one (the matrix sends them with the GET row's answers).
 */
export function compareRoutesWithRows(registered: readonly RouteSummary[], rows: readonly Row[]) {
  const routes = new Set(registered.map((r) => `${r.method} ${r.url}`));
  const rowRoutes = rows.map((r) => r.route);
  const rowSet = new Set(rowRoutes);
  const withoutHead = [...routes].filter((r) => !r.startsWith('HEAD '));
  const heads = [...routes].filter((r) => r.startsWith('HEAD '));
  return {
    /** Registered routes with no row: a new route must get one. */
    missing: [
      ...withoutHead.filter((r) => !rowSet.has(r)),
      ...heads.filter((r) => !rowSet.has(r.replace(/^HEAD /, 'GET '))),
    ].sort(),
    /** Rows of routes that are not registered (gone, or renamed). */
    stale: rowRoutes.filter((r) => !routes.has(r)).sort(),
    duplicated: rowRoutes.filter((r, i) => rowRoutes.indexOf(r) !== i),
    /** The GET rows whose route also answers HEAD. */
    headOf: (route: string) => routes.has(route.replace(/^GET /, 'HEAD ')),
  };
}
