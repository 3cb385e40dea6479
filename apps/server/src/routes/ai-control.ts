import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiControlStatsSchema, aiManagementLogListSchema, autopilotRunResultSchema } from '@la-meute/shared';

// Mounted under /api. The AI control centre, admins only (401 visitor, 403 `auth.admins_only`).
const aiControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const autopilot = app.services.autopilot;
  const adminsOnly = app.requireRole('admin');

  app.get('/ai-control/stats', { preHandler: adminsOnly, schema: { response: { 200: aiControlStatsSchema } } }, () => autopilot.getStats());

  app.get('/ai-control/logs', { preHandler: adminsOnly, schema: { response: { 200: aiManagementLogListSchema } } }, () => autopilot.listLogs());

  app.post('/ai-control/autopilot', { preHandler: adminsOnly, schema: { response: { 200: autopilotRunResultSchema } } }, (request) =>
    autopilot.run(request.sessionUser!.id),
  );
};

export default aiControlRoutes;
