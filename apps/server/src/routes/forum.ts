import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Mounted under /api (issue #14, to be written).
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
