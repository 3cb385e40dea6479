import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockListSchema, blockStateSchema, blockTargetParamsSchema } from '@la-meute/shared';

// Mounted under /api. Block and mute: members only, each acting on their own lists.
const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.blocks;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  app.addHook('preHandler', app.requireUser);
  const target = { schema: { params: blockTargetParamsSchema, response: { 200: blockStateSchema } } };

  app.get('/blocks', { schema: { response: { 200: blockListSchema } } }, async (request) => service.list(memberId(request)));

  app.put('/blocks/:userId', target, async (request) => service.block(memberId(request), request.params.userId));
  app.delete('/blocks/:userId', target, async (request) => service.unblock(memberId(request), request.params.userId));
  app.put('/mutes/:userId', target, async (request) => service.mute(memberId(request), request.params.userId));
  app.delete('/mutes/:userId', target, async (request) => service.unmute(memberId(request), request.params.userId));
};

export default blocksRoutes;
