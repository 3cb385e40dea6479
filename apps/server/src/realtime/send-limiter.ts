import { REALTIME_LIMITS } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import type { RateLimits } from '../lib/rate-limit';

/** Sends per socket (REALTIME_LIMITS), counted like every other budget of the app. Build one per server. */
export function createSendLimiter(rateLimits: Pick<RateLimits, 'create'>) {
  const sends = rateLimits.create({
    name: 'socket-sends',
    points: REALTIME_LIMITS.sendsPerWindow,
    durationS: REALTIME_LIMITS.windowMs / 1000,
  });
  return {
    /** False once this socket has spent its sends of the current window. */
    async tryConsume(socketId: string): Promise<boolean> {
      try {
        await sends.consume(socketId);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'http.rate_limited') return false;
        throw error;
      }
    },
  };
}
