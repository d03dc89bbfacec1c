import { ANSWERS, everyone, row } from '../types';

/**
 * Health, sign-in and sessions, and the stored images (/uploads, outside /api: public by
 * design, their names carry a content hash). The Google routes exist only when Google
 * sign-in is configured: the matrix runs them on a second app built that way, whose issuer
 * cannot be reached, so every caller is sent back to the sign-in page (302).
 */
export const authRows = [
  row({
    route: 'GET /api/health',
    request: () => ({ url: '/api/health' }),
    expect: ANSWERS.public,
  }),
  row({
    route: 'GET /api/auth/config',
    request: () => ({ url: '/api/auth/config' }),
    expect: ANSWERS.public,
  }),
  row({
    route: 'GET /api/auth/user',
    request: () => ({ url: '/api/auth/user' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    route: 'GET /api/auth/is-super-admin',
    request: () => ({ url: '/api/auth/is-super-admin' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // The caller's own change notices, for their own families: nothing of family A's ids.
    route: 'GET /api/events',
    request: () => ({ url: '/api/events', streams: true }),
    expect: ANSWERS.signedIn,
    mirror: false,
  }),
  row({
    // Ends the caller's own session, if any.
    route: 'POST /api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    expect: ANSWERS.public,
  }),
  row({
    // Local demo sign-in (never registered in production): anyone may pick a demo person.
    route: 'GET /api/auth/demo-users',
    request: () => ({ url: '/api/auth/demo-users' }),
    expect: ANSWERS.public,
  }),
  row({
    route: 'POST /api/auth/demo-sign-in',
    request: (_w, side) => ({ url: '/api/auth/demo-sign-in', payload: { userId: side.member.id } }),
    expect: ANSWERS.public,
    variants: [
      {
        name: 'an unknown user',
        actor: 'anonymous',
        request: () => ({ url: '/api/auth/demo-sign-in', payload: { userId: 999999 } }),
        expect: 404,
      },
      {
        name: 'a person who is not a demo person',
        actor: 'anonymous',
        request: (w) => ({ url: '/api/auth/demo-sign-in', payload: { userId: w.a.admin.id } }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/auth/google',
    request: () => ({ url: '/api/auth/google' }),
    expect: everyone(302),
  }),
  row({
    route: 'GET /api/auth/google/callback',
    request: () => ({ url: '/api/auth/google/callback?code=abc&state=def' }),
    expect: everyone(302),
  }),
  row({
    route: 'GET /uploads/*',
    request: (w) => ({ url: w.imageUrl }),
    expect: ANSWERS.public,
    variants: [
      {
        name: 'a missing image',
        actor: 'anonymous',
        request: () => ({ url: '/uploads/recipes/missing.webp' }),
        expect: 404,
      },
    ],
  }),
];
