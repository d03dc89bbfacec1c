import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S3 (members, family name).
export const familyProfileRoutes: FastifyPluginAsyncZod = async () => {};
