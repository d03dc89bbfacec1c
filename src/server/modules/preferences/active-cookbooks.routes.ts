import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S3 (active cookbooks).
export const activeCookbooksRoutes: FastifyPluginAsyncZod = async () => {};
