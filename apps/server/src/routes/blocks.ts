import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Mounted under /api. Issue #15 (stub: its owner fills it).
const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};

export default blocksRoutes;
