import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  authConfigSchema,
  currentUserSchema,
  demoSignInBodySchema,
  demoUserSchema,
  googleCallbackQuerySchema,
} from './auth.schemas';

/**
 * Signing in and out. Google's two routes exist only when Google sign-in is configured, the
 * demo ones only when demo sign-in is enabled (never in production).
 */
export const authContracts = {
  getAuthConfig: defineContract({
    method: 'GET',
    path: '/api/auth/config',
    summary: 'Tell the login page which ways to sign in this install offers',
    responses: { 200: authConfigSchema },
  }),
  getCurrentUser: defineContract({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'Read the signed-in user',
    responses: { 200: currentUserSchema },
  }),
  isSuperAdmin: defineContract({
    method: 'GET',
    path: '/api/auth/is-super-admin',
    summary: 'Tell whether the signed-in user is a super admin',
    responses: { 200: z.boolean() },
  }),
  logout: defineContract({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: end the session',
    responses: { 204: z.null() },
  }),
  /**
   * The browser navigates here (the login page's button): the answer is a 302 redirect, to
   * Google or back to the login page with ?error=. RouteContract has no redirect status, so no
   * answer is declared (the docs then say "a success of some type").
   */
  startGoogleSignIn: defineContract({
    method: 'GET',
    path: '/api/auth/google',
    summary: 'Start Google sign-in: redirects to Google',
    query: z.looseObject({}),
    responses: {},
  }),
  /** Google sends the browser back here; it redirects to the app, or to the login page. */
  finishGoogleSignIn: defineContract({
    method: 'GET',
    path: '/api/auth/google/callback',
    summary: 'Finish Google sign-in: starts the session and redirects to the app',
    query: googleCallbackQuerySchema,
    responses: {},
  }),
  listDemoUsers: defineContract({
    method: 'GET',
    path: '/api/auth/demo-users',
    summary: 'List the seeded people one may sign in as (demo sign-in only)',
    responses: { 200: z.array(demoUserSchema) },
  }),
  demoSignIn: defineContract({
    method: 'POST',
    path: '/api/auth/demo-sign-in',
    summary: 'Sign in as a seeded person (demo sign-in only)',
    body: demoSignInBodySchema,
    responses: { 204: z.null() },
  }),
};
