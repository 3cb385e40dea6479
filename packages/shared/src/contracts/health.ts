import { z } from 'zod';
import { endpoint, withSchemas } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Outside /api: what a load balancer or a start script polls (503 when the database does not answer). */
export const HEALTH_API = { check: endpoint('GET', '/healthz') };

export const healthContract = withSchemas(HEALTH_API, {
  check: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
});
