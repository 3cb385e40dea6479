import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses personal answers (a member's feed, an API reply) on the fly. Shared answers — the
 * micro-cached reads, the pages — are compressed once per cache lifetime instead
 * (lib/compressed-body.ts), and the build's assets once at build time.
 *
 * On the fly, gzip at a low level comes first: on a member's 31 KB feed it costs about
 * 0.13 ms against brotli's 1 ms at quality 5, for a body 15 % larger (4.6 KB instead of 3.9 KB).
 * Brotli's CPU capped the member feed at about a thousand requests a second per core.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['gzip', 'br'],
      threshold: 1024,
      // Whole answers in one zlib call, below this: a stream per answer (a zlib context, the
      // thread pool, a pipeline) cost more than compressing a member's 40 KB feed itself, and on
      // two cores shared with the database there is no spare core for it to overlap with.
      syncThreshold: 256 * 1024,
      zlibOptions: { level: 3 },
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    });
  },
  { name: 'compression' },
);
