import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S2 (families, family-cookbooks, default cookbook).
export const adminFamiliesRoutes: FastifyPluginAsyncZod = async () => {};
