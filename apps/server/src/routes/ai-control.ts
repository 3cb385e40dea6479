import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiControlContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. The AI control centre, admins only (401 visitor, 403 `auth.admins_only`).
const aiControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const autopilot = app.services.autopilot;
  const adminsOnly = app.requireRole('admin');

  app.route({ ...routeOf(app, api.stats), preHandler: adminsOnly, handler: () => autopilot.getStats() });

  app.route({ ...routeOf(app, api.logs), preHandler: adminsOnly, handler: () => autopilot.listLogs() });

  app.route({ ...routeOf(app, api.autopilot), preHandler: adminsOnly, handler: (request) => autopilot.run(request.sessionUser!.id) });
};

export default aiControlRoutes;
