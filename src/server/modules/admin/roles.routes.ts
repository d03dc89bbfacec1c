import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S1 (roles).
export const rolesRoutes: FastifyPluginAsyncZod = async () => {};
