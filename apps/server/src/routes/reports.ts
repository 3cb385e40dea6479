import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportInputSchema, reportCreatedSchema } from '@la-meute/shared';

// Mounted under /api. Issue #15 'Signaler': visitors and members report content (DSA Art. 16).
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/reports', { schema: { body: createReportInputSchema, response: { 201: reportCreatedSchema } } }, async (request, reply) => {
    const user = await app.loadSessionUser(request, reply);
    const created = await app.services.reports.create({ userId: user?.id ?? null, ip: request.ip, language: user?.language }, request.body);
    return reply.status(201).send(created);
  });
};

export default reportsRoutes;
