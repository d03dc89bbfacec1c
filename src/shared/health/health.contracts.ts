import { z } from 'zod';
import { defineContract } from '../api/contract';

/** The only healthy answer: anything else is a 503 with Retry-After. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** For load balancers and uptime checks. */
export const healthContracts = {
  checkHealth: defineContract({
    method: 'GET',
    path: '/api/health',
    summary: 'Check that the server is up and its database answers',
    responses: { 200: healthSchema },
  }),
};
