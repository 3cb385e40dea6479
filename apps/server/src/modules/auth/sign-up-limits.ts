import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../lib/rate-limit';
import { addressBlock } from './address-block';

const MINUTE_S = 60;

// Sign-up limits. Members often sign up together at a meetup on the venue's Wi-Fi, and
// mobile carriers put many people behind one address, so the per-IP figures allow a full room;
// a script still stops after one burst and is held to a few dozen accounts an hour per address.
/** Mastodon's figure: a room of people signing up within minutes, not a script's hundreds. */
const SIGN_UP_PER_IP = { points: 25, durationS: 5 * MINUTE_S };
/** A large meetup in an hour; caps a script that waits out each 5-minute window (300 → 60 an hour). */
const SIGN_UP_PER_IP_HOURLY = { points: 60, durationS: 60 * MINUTE_S };
/** Someone fighting the password rules retries a few times; more is hammering one address. */
const SIGN_UP_PER_EMAIL = { points: 10, durationS: 60 * MINUTE_S };
/**
 * Well above a launch-day peak for an association's network. Past it the app is under pressure,
 * not closed: a dozen addresses can spend it, so spending it must not turn every newcomer away.
 */
const SIGN_UP_GLOBAL = { points: 300, durationS: 10 * MINUTE_S };
/**
 * Under pressure, each address (an IPv6 /64) may still create one account a day: a newcomer from a
 * fresh address always gets in, while a script's addresses add one account each, and one
 * verification mail each, instead of hundreds.
 */
const SIGN_UP_UNDER_PRESSURE_PER_ADDRESS = { points: 1, durationS: 24 * 60 * MINUTE_S };
const GLOBAL_KEY = 'all';

function isRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.statusCode === 429;
}

/** What must still hold once the sign-up passed its own checks, just before its account is made. */
export interface SignUpAdmission {
  beforeCreating: () => Promise<void>;
}

export function createSignUpLimits(rateLimits: Pick<RateLimits, 'create'>) {
  const limits = {
    byIp: rateLimits.create({ name: 'sign-up-by-ip', ...SIGN_UP_PER_IP }),
    byIpHourly: rateLimits.create({ name: 'sign-up-by-ip-hourly', ...SIGN_UP_PER_IP_HOURLY }),
    byEmail: rateLimits.create({ name: 'sign-up-by-email', ...SIGN_UP_PER_EMAIL }),
    global: rateLimits.create({ name: 'sign-up-global', ...SIGN_UP_GLOBAL }),
    underPressure: rateLimits.create({ name: 'sign-up-under-pressure-by-ip', ...SIGN_UP_UNDER_PRESSURE_PER_ADDRESS }),
  };

  return {
    async admit(email: string, ip: string): Promise<SignUpAdmission> {
      // Narrowest first, so one address's script does not spend everyone's global budget.
      await limits.byIp.consume(ip);
      await limits.byIpHourly.consume(ip);
      await limits.byEmail.consume(email);
      const underPressure = await limits.global.consume(GLOBAL_KEY).then(
        () => false,
        (error: unknown) => {
          if (isRefusal(error)) return true;
          throw error;
        },
      );
      return {
        // Spent only by an account about to be made, so a newcomer's refused password or taken
        // username does not use up their one sign-up.
        async beforeCreating() {
          if (!underPressure) return;
          await limits.underPressure.consume(addressBlock(ip)).catch((error: unknown) => {
            if (!isRefusal(error)) throw error;
            throw new AppError(429, 'auth.sign_up_busy', { retryAfterSeconds: error.extra.retryAfterSeconds });
          });
        },
      };
    },
  };
}
