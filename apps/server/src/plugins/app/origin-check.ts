import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need a CSRF guard: a state-changing API call that names an Origin must come from
 * the app itself. (SameSite=Lax cookies and JSON-only bodies already stop classic form posts.)
 */
export default fp<{ config: AppConfig; extraOrigins?: string[] }>(
  async (app, { config, extraOrigins = [] }) => {
    const allowed = new Set([new URL(config.appUrl).origin, ...extraOrigins]);
    app.addHook('onRequest', async (request) => {
      // The matched route's path, not the raw URL: the router decodes `/%61pi/posts` to /api/posts.
      const path = request.routeOptions.url ?? request.url;
      if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin && !allowed.has(origin)) throw new AppError(403, 'http.forbidden_origin');
    });
  },
  { name: 'origin-check' },
);
