import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S1 (users, memberships).
export const adminUsersRoutes: FastifyPluginAsyncZod = async () => {};
