import { REALTIME_LIMITS } from '@la-meute/shared';

/** A per-socket sliding window of send times: at most N sends in the last window. */
export function createSendLimiter(max = REALTIME_LIMITS.sendsPerWindow, windowMs = REALTIME_LIMITS.windowMs, now = Date.now) {
  const sends: number[] = [];
  return {
    tryConsume(): boolean {
      const current = now();
      while (sends.length > 0 && sends[0]! <= current - windowMs) sends.shift();
      if (sends.length >= max) return false;
      sends.push(current);
      return true;
    },
  };
}
