import { ANSWERS, row } from '../types';

/**
 * The OpenAPI document and the browsable docs (plugins/openapi): public on purpose, they hold
 * no data (see docs.routes.ts). Nothing of family A's ids in them, so no mirror.
 */
export const apiDocsRows = [
  row({
    route: 'GET /api/openapi.json',
    request: () => ({ url: '/api/openapi.json' }),
    expect: ANSWERS.public,
    mirror: false,
  }),
  row({
    route: 'GET /api/docs',
    request: () => ({ url: '/api/docs' }),
    expect: ANSWERS.public,
    mirror: false,
  }),
  row({
    route: 'GET /api/docs/assets/:file',
    request: () => ({ url: '/api/docs/assets/start.js' }),
    expect: ANSWERS.public,
    mirror: false,
  }),
];
