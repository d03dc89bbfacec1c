import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { databaseUnavailable } from '#server/lib/database-unavailable';
import { healthContracts } from '#shared/health/health.contracts';

/**
 * For load balancers and uptime checks: 200 when the database answers a trivial query within
 * `config.healthCheckTimeoutMs`, else 503 with Retry-After (the reason goes to the log, not to the caller).
 * Under event-loop overload the load-shedding hook answers 503 before this runs.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeoutMs = app.config.healthCheckTimeoutMs;

  app.route(
    contractRoute(healthContracts.checkHealth, { access: access.public }, async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), timeout]);
      } catch (err) {
        request.log.warn({ err }, 'health check: database not reachable');
        throw databaseUnavailable();
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    }),
  );
};
