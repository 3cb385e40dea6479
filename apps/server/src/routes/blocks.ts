import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. Block and mute: members only, each acting on their own lists.
const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.blocks;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  app.addHook('preHandler', app.requireUser);

  app.route({ ...routeOf(app, api.list), handler: async (request) => service.list(memberId(request)) });

  app.route({ ...routeOf(app, api.block), handler: async (request) => service.block(memberId(request), request.params.userId) });
  app.route({ ...routeOf(app, api.unblock), handler: async (request) => service.unblock(memberId(request), request.params.userId) });
  app.route({ ...routeOf(app, api.mute), handler: async (request) => service.mute(memberId(request), request.params.userId) });
  app.route({ ...routeOf(app, api.unmute), handler: async (request) => service.unmute(memberId(request), request.params.userId) });
};

export default blocksRoutes;
