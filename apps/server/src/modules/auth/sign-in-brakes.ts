import { AppError } from '../../lib/app-error';
import type { RateLimit, RateLimits } from '../../lib/rate-limit';
import { addressBlock } from './address-block';

const MINUTE_S = 60;

// Sign-in brakes (OWASP authentication cheat sheet): they count wrong passwords only, so that
// strangers guessing can never wall the owner out. Every try is spent up front, so concurrent tries
// cannot all slip past one check, and given back once the password proved right.
/** One address trying many accounts: a script spraying common passwords. */
const FAILURES_PER_ADDRESS = { points: 10, durationS: MINUTE_S };
/** One address guessing one account; the owner mistyping on their own phone also waits here. */
const FAILURES_PER_ADDRESS_AND_ACCOUNT = { points: 5, durationS: 15 * MINUTE_S };
/**
 * One account guessed from everywhere: brakes unknown devices only, so at worst the owner on a
 * borrowed device is sent to the mailed reset link, which this brake never holds back.
 */
const FAILURES_PER_ACCOUNT = { points: 10, durationS: 60 * MINUTE_S };
/** A known-device cookie that keeps failing is no longer trusted: the account brake applies again. */
const FAILURES_PER_KNOWN_DEVICE = { points: 10, durationS: 60 * MINUTE_S };

export interface SignInAttempt {
  /** Normalised. */
  email: string;
  ip: string;
  /** Set when the request carries a known-device cookie naming this very account. */
  knownDeviceId: string | null;
}

/** The tries one attempt spent; given back when the password turns out right. */
export interface SpentTries {
  refund: () => Promise<void>;
}

function isRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.statusCode === 429;
}

export function createSignInBrakes(rateLimits: Pick<RateLimits, 'create'>) {
  const limits = {
    byAddress: rateLimits.create({ name: 'sign-in-failures-by-ip', ...FAILURES_PER_ADDRESS }),
    byAddressAndAccount: rateLimits.create({ name: 'sign-in-failures-by-ip-and-account', ...FAILURES_PER_ADDRESS_AND_ACCOUNT }),
    byAccount: rateLimits.create({ name: 'sign-in-failures-by-account', ...FAILURES_PER_ACCOUNT }),
    byKnownDevice: rateLimits.create({ name: 'sign-in-failures-by-known-device', ...FAILURES_PER_KNOWN_DEVICE }),
  };

  return {
    /**
     * Spends one try on each brake that applies, or refuses: `http.rate_limited` for the address
     * brakes, `auth.account_throttled` (which points to the reset link) for the account's.
     */
    async admit(attempt: SignInAttempt): Promise<SpentTries> {
      const block = addressBlock(attempt.ip);
      const spent: [RateLimit, string][] = [];
      const refund = async () => {
        await Promise.all(spent.map(([limit, key]) => limit.refund(key)));
      };
      const spend = async (limit: RateLimit, key: string) => {
        await limit.consume(key);
        spent.push([limit, key]);
      };

      await spend(limits.byAddress, block);
      await spend(limits.byAddressAndAccount, `${attempt.email} ${block}`);
      // The owner's own device is never refused by the account brake, however often strangers
      // renew it; only its own address brakes, and its own failure budget, hold it.
      if (attempt.knownDeviceId) {
        const trusted = await spend(limits.byKnownDevice, attempt.knownDeviceId).then(
          () => true,
          (error: unknown) => {
            if (isRefusal(error)) return false;
            throw error;
          },
        );
        if (trusted) return { refund };
      }
      await spend(limits.byAccount, attempt.email).catch((error: unknown) => {
        if (!isRefusal(error)) throw error;
        throw new AppError(429, 'auth.account_throttled', { retryAfterSeconds: error.extra.retryAfterSeconds });
      });
      return { refund };
    },
  };
}

export type SignInBrakes = ReturnType<typeof createSignInBrakes>;
