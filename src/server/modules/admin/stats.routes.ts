import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S2 (stats counts, audit log).
export const statsRoutes: FastifyPluginAsyncZod = async () => {};
