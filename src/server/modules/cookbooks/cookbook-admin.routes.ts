import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Registered in app.ts; filled in by S2 (GET/POST/PATCH/DELETE /api/cookbooks).
export const cookbookAdminRoutes: FastifyPluginAsyncZod = async () => {};
