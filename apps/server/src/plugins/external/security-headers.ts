import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../../config';

/**
 * Security headers with a CSP whose script-src has no 'unsafe-inline'. helmet's middleware is
 * built once here: the Fastify wrapper built it again on every request (its CSP parsed each time).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const https = config.appUrl.startsWith('https://');
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          // SPEC §5: YouTube links are embedded, through the privacy-enhanced domain only.
          frameSrc: ['https://www.youtube-nocookie.com'],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? undefined : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
