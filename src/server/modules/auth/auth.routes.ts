import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { authContracts } from '#shared/auth/auth.contracts';
import { endSession, startSession } from './sessions';
import { assertDemoUserExists, listDemoUsers } from './demo-sign-in.service';
import { oidcRoutes } from './oidc.routes';
import { signInRateLimit } from './rate-limits';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.route(
    contractRoute(authContracts.getAuthConfig, { access: access.public }, async () => ({
      googleConfigured: Boolean(config.oidc.clientId),
      demoSignIn: config.demoSignInEnabled,
    })),
  );

  app.route(
    contractRoute(
      authContracts.getCurrentUser,
      { access: access.signedIn },
      async (request) => request.currentUser!,
    ),
  );

  app.route(
    contractRoute(
      authContracts.isSuperAdmin,
      { access: access.signedIn },
      async (request) => request.currentUser!.isSuperAdmin,
    ),
  );

  app.route(
    contractRoute(authContracts.logout, { access: access.public }, async (request, reply) => {
      await endSession(app.db, request, reply);
      return reply.status(204).send(null);
    }),
  );

  if (config.oidc.clientId) await app.register(oidcRoutes);

  // Local use without Google: pick a seeded demo person. Never registered in production.
  if (config.demoSignInEnabled) {
    app.route(
      contractRoute(authContracts.listDemoUsers, { access: access.public }, () =>
        listDemoUsers(app.db),
      ),
    );
    app.route(
      contractRoute(
        authContracts.demoSignIn,
        { access: access.public, config: { rateLimit: signInRateLimit(config) } },
        async (request, reply) => {
          await assertDemoUserExists(app.db, request.body.userId, config.demoSignInAnyUser);
          await startSession(app.db, config, request, reply, request.body.userId);
          return reply.status(204).send(null);
        },
      ),
    );
  }
};
