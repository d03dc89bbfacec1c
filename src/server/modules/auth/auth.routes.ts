import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  authConfigSchema,
  currentUserSchema,
  demoSignInBodySchema,
  demoUserSchema,
} from '#shared/auth/auth.schemas';
import { endSession, startSession } from './sessions';
import { assertDemoUserExists, listDemoUsers } from './demo-sign-in.service';
import { oidcRoutes } from './oidc.routes';
import { signInRateLimit } from './rate-limits';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    '/api/auth/config',
    { config: { access: access.public }, schema: { response: { 200: authConfigSchema } } },
    async () => ({
      googleConfigured: Boolean(config.oidc.clientId),
      demoSignIn: config.demoSignInEnabled,
    }),
  );

  app.get(
    '/api/auth/user',
    { config: { access: access.signedIn }, schema: { response: { 200: currentUserSchema } } },
    async (request) => request.currentUser!,
  );

  app.get(
    '/api/auth/is-super-admin',
    { config: { access: access.signedIn }, schema: { response: { 200: z.boolean() } } },
    async (request) => request.currentUser!.isSuperAdmin,
  );

  app.post(
    '/api/auth/logout',
    { config: { access: access.public }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return reply.status(204).send(null);
    },
  );

  if (config.oidc.clientId) await app.register(oidcRoutes);

  // Local use without Google: pick a seeded demo person. Never registered in production.
  if (config.demoSignInEnabled) {
    app.get(
      '/api/auth/demo-users',
      { config: { access: access.public }, schema: { response: { 200: z.array(demoUserSchema) } } },
      async () => listDemoUsers(app.db),
    );
    app.post(
      '/api/auth/demo-sign-in',
      {
        config: { access: access.public, rateLimit: signInRateLimit(config) },
        schema: { body: demoSignInBodySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await assertDemoUserExists(app.db, request.body.userId, config.demoSignInAnyUser);
        await startSession(app.db, config, request, reply, request.body.userId);
        return reply.status(204).send(null);
      },
    );
  }
};
