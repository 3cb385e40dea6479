import { isAPIError } from 'better-auth/api';
import type {
  RequestPasswordResetInput,
  ResetPasswordInput,
  SessionUser,
  SignInInput,
  SignUpInput,
  SignUpResponse,
  UiLanguage,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { AuthRepository } from './auth.repository';
import { BANNED_ERROR_CODE, type Auth } from './better-auth';
import { isCommonPassword } from './password';

const MINUTE_S = 60;

// Sign-up limits (issue #9). Members often sign up together at a meetup on the venue's Wi-Fi, and
// mobile carriers put many people behind one address, so the per-IP figures allow a full room;
// a script still stops after one burst and is held to a few dozen accounts an hour per address.
/** Mastodon's figure: a room of people signing up within minutes, not a script's hundreds. */
const SIGN_UP_PER_IP = { points: 25, durationS: 5 * MINUTE_S };
/** A large meetup in an hour; caps a script that waits out each 5-minute window (300 → 60 an hour). */
const SIGN_UP_PER_IP_HOURLY = { points: 60, durationS: 60 * MINUTE_S };
/** Someone fighting the password rules retries a few times; more is hammering one address. */
const SIGN_UP_PER_EMAIL = { points: 10, durationS: 60 * MINUTE_S };
/**
 * Every sign-up sends a verification mail: bounds the mail volume and what a script spread over
 * many addresses can create, well above a launch-day peak for an association's network.
 */
const SIGN_UP_GLOBAL = { points: 300, durationS: 10 * MINUTE_S };
const GLOBAL_KEY = 'all';

/** The calling request as the service needs it: its headers (cookies) and client IP. */
export interface RequestContext {
  headers: Headers;
  ip: string;
}

export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

// Better Auth's error codes → ours (contracts/errors.ts); anything else is a server error.
const BETTER_AUTH_ERRORS: Record<string, [number, AppError['code']]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, 'auth.invalid_credentials'],
  EMAIL_NOT_VERIFIED: [403, 'auth.email_not_verified'],
  INVALID_EMAIL: [400, 'auth.invalid_email'],
  PASSWORD_TOO_SHORT: [400, 'auth.password_too_short'],
  PASSWORD_TOO_LONG: [400, 'auth.password_too_long'],
  INVALID_TOKEN: [400, 'auth.invalid_token'],
  TOKEN_EXPIRED: [400, 'auth.invalid_token'],
  USER_NOT_FOUND: [400, 'auth.invalid_token'],
  USER_ALREADY_EXISTS: [409, 'auth.email_taken'],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: [409, 'auth.email_taken'],
  [BANNED_ERROR_CODE]: [403, 'auth.banned'],
};

function translateAuthError(error: unknown): never {
  if (isAPIError(error)) {
    const code = typeof error.body?.code === 'string' ? error.body.code : '';
    const mapped = BETTER_AUTH_ERRORS[code];
    if (mapped) throw new AppError(mapped[0], mapped[1]);
  }
  throw error;
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export function createAuthService(deps: {
  auth: Auth;
  repository: AuthRepository;
  events: Pick<EventBus, 'emit'>;
  rateLimits: Pick<RateLimits, 'create'>;
}) {
  const { auth, repository, events, rateLimits } = deps;
  // Issue #2's limits: sign-in 10/min per IP and per email, reset 5 per 30 min per email; sign-up
  // as above (issue #9).
  const limits = {
    signInByIp: rateLimits.create({ name: 'sign-in-by-ip', points: 10, durationS: MINUTE_S }),
    signInByEmail: rateLimits.create({ name: 'sign-in-by-email', points: 10, durationS: MINUTE_S }),
    signUpByIp: rateLimits.create({ name: 'sign-up-by-ip', ...SIGN_UP_PER_IP }),
    signUpByIpHourly: rateLimits.create({ name: 'sign-up-by-ip-hourly', ...SIGN_UP_PER_IP_HOURLY }),
    signUpByEmail: rateLimits.create({ name: 'sign-up-by-email', ...SIGN_UP_PER_EMAIL }),
    signUpGlobal: rateLimits.create({ name: 'sign-up-global', ...SIGN_UP_GLOBAL }),
    resetByEmail: rateLimits.create({ name: 'password-reset-by-email', points: 5, durationS: 30 * MINUTE_S }),
  };

  async function requireSessionUser(userId: string): Promise<SessionUser> {
    const sessionUser = await repository.findSessionUser(userId);
    if (!sessionUser) throw new Error(`User ${userId} has no profile row`);
    return sessionUser;
  }

  return {
    async signUp(input: SignUpInput, ctx: RequestContext): Promise<SignUpResponse> {
      const email = normaliseEmail(input.email);
      // Narrowest first, so one address's script does not spend everyone's global budget.
      await limits.signUpByIp.consume(ctx.ip);
      await limits.signUpByIpHourly.consume(ctx.ip);
      await limits.signUpByEmail.consume(email);
      await limits.signUpGlobal.consume(GLOBAL_KEY);
      const username = input.username?.trim() || undefined;
      if (isCommonPassword(input.password)) throw new AppError(400, 'auth.password_too_common');
      // Better Auth answers a duplicate with a fake success when verification is required; SPEC §5
      // wants the user told the email is taken, so we check first.
      if (await repository.emailExists(email)) throw new AppError(409, 'auth.email_taken');
      if (username && (await repository.usernameExists(username))) throw new AppError(409, 'auth.username_taken');
      const name = username ?? email.split('@')[0] ?? email;
      const language: UiLanguage = input.language ?? 'fr';
      try {
        const response = await auth.api.signUpEmail({
          body: { email, password: input.password, name, username, language },
          headers: ctx.headers,
        });
        events.emit('member.signed-up', { userId: response.user.id, at: new Date().toISOString() });
        return { user: { id: response.user.id, email: response.user.email }, verificationRequired: true };
      } catch (error) {
        translateAuthError(error);
      }
    },

    async signIn(input: SignInInput, ctx: RequestContext): Promise<WithCookies<SessionUser>> {
      const email = normaliseEmail(input.email);
      await limits.signInByIp.consume(ctx.ip);
      await limits.signInByEmail.consume(email);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password: input.password },
          headers: ctx.headers,
          returnHeaders: true,
        });
        const result = await requireSessionUser(response.user.id);
        events.emit('member.signed-in', { userId: result.id, at: new Date().toISOString() });
        return { result, setCookies: headers.getSetCookie() };
      } catch (error) {
        translateAuthError(error);
      }
    },

    async signOut(ctx: RequestContext, userId: string | null): Promise<string[]> {
      const { headers } = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
      if (userId) events.emit('member.signed-out', { userId, at: new Date().toISOString() });
      return headers.getSetCookie();
    },

    /** The signed-in user, or null; a renewed session comes back as cookies to set. */
    async getSession(ctx: Pick<RequestContext, 'headers'>): Promise<WithCookies<SessionUser | null>> {
      const { headers, response } = await auth.api.getSession({ headers: ctx.headers, returnHeaders: true });
      const sessionUser = response ? await repository.findSessionUser(response.user.id) : null;
      return { result: sessionUser, setCookies: headers.getSetCookie() };
    },

    async verifyEmail(token: string): Promise<boolean> {
      try {
        await auth.api.verifyEmail({ query: { token } });
        return true;
      } catch (error) {
        if (isAPIError(error)) return false;
        throw error;
      }
    },

    async requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
      const email = normaliseEmail(input.email);
      await limits.resetByEmail.consume(email);
      // Same answer whether or not the account exists, so the form reveals no addresses.
      await auth.api.requestPasswordReset({ body: { email } });
    },

    /** Sets the new password from an emailed token (single use, 1 h), then signs the user in. */
    async resetPassword(input: ResetPasswordInput, ctx: RequestContext): Promise<WithCookies<SessionUser>> {
      if (isCommonPassword(input.password)) throw new AppError(400, 'auth.password_too_common');
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (error) {
        translateAuthError(error);
      }
      const email = verification ? await repository.findEmailByUserId(verification.value) : null;
      if (!email) throw new AppError(400, 'auth.invalid_token');
      return this.signIn({ email, password: input.password }, ctx);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
