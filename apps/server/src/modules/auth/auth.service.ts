import { isAPIError } from 'better-auth/api';
import type {
  RequestPasswordResetInput,
  ResendVerificationInput,
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
import { createKnownDevices } from './known-device';
import { isCommonPassword } from './password';
import { createSignInBrakes } from './sign-in-brakes';
import { createSignUpLimits } from './sign-up-limits';

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
  /** Signs the known-device cookie. */
  secret: string;
  /** Served over https: the known-device cookie is then Secure, like Better Auth's. */
  secureCookies: boolean;
}) {
  const { auth, repository, events, rateLimits } = deps;
  // Sign-in brakes count wrong passwords only and spare the owner's known devices; sign-up
  // degrades under pressure instead of closing (sign-in-brakes.ts, sign-up-limits.ts).
  const signInBrakes = createSignInBrakes(rateLimits);
  const signUpLimits = createSignUpLimits(rateLimits);
  const knownDevices = createKnownDevices({ secret: deps.secret, secure: deps.secureCookies });
  // The reset limit: 5 per 30 min per email. The sign-in brakes never apply to the reset.
  const resetByEmail = rateLimits.create({ name: 'password-reset-by-email', points: 5, durationS: 30 * 60 });
  // A lost or late confirmation mail is asked for again a few times, not dozens: each one is a
  // mail to someone's inbox. Per IP, so one visitor cannot mail a list of addresses.
  const resendByEmail = rateLimits.create({ name: 'verification-resend-by-email', points: 3, durationS: 60 * 60 });
  const resendByIp = rateLimits.create({ name: 'verification-resend-by-ip', points: 10, durationS: 60 * 60 });

  async function requireSessionUser(userId: string): Promise<SessionUser> {
    const sessionUser = await repository.findSessionUser(userId);
    if (!sessionUser) throw new Error(`User ${userId} has no profile row`);
    return sessionUser;
  }

  /** The password check and the session, with no brake: the reset link's sign-in uses it as is. */
  async function passwordSignIn(email: string, password: string, ctx: RequestContext): Promise<WithCookies<SessionUser>> {
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password },
        headers: ctx.headers,
        returnHeaders: true,
      });
      const result = await requireSessionUser(response.user.id);
      events.emit('member.signed-in', { userId: result.id, at: new Date().toISOString() });
      // Every sign-in makes (or renews) this device known for the account.
      return { result, setCookies: [...headers.getSetCookie(), await knownDevices.cookieFor(result.id)] };
    } catch (error) {
      translateAuthError(error);
    }
  }

  /** The request's known-device id when its cookie names the account of `email`. */
  async function knownDeviceFor(email: string, ctx: RequestContext): Promise<string | null> {
    const device = await knownDevices.read(ctx.headers);
    if (!device) return null;
    return device.userId === (await repository.findUserIdByEmail(email)) ? device.deviceId : null;
  }

  return {
    async signUp(input: SignUpInput, ctx: RequestContext): Promise<SignUpResponse> {
      const email = normaliseEmail(input.email);
      const admission = await signUpLimits.admit(email, ctx.ip);
      const username = input.username?.trim() || undefined;
      if (isCommonPassword(input.password)) throw new AppError(400, 'auth.password_too_common');
      // Better Auth answers a duplicate with a fake success when verification is required; SPEC §5
      // wants the user told the email is taken, so we check first.
      if (await repository.emailExists(email)) throw new AppError(409, 'auth.email_taken');
      if (username && (await repository.usernameExists(username))) throw new AppError(409, 'auth.username_taken');
      const name = username ?? email.split('@')[0] ?? email;
      const language: UiLanguage = input.language ?? 'fr';
      await admission.beforeCreating();
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
      const tries = await signInBrakes.admit({ email, ip: ctx.ip, knownDeviceId: await knownDeviceFor(email, ctx) });
      try {
        const signedIn = await passwordSignIn(email, input.password, ctx);
        await tries.refund();
        return signedIn;
      } catch (error) {
        // Only a wrong password counts: a right one refused later (unverified, banned, busy) does not.
        if (!(error instanceof AppError && error.code === 'auth.invalid_credentials')) await tries.refund();
        throw error;
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

    /**
     * The confirmation link again, for an account not confirmed yet. Same answer whether the
     * address is unknown, confirmed or waiting (Better Auth also evens out the time it takes).
     */
    async resendVerification(input: ResendVerificationInput, ctx: Pick<RequestContext, 'ip'>): Promise<void> {
      const email = normaliseEmail(input.email);
      await resendByIp.consume(ctx.ip);
      await resendByEmail.consume(email);
      // No session headers: Better Auth then looks the address up instead of the signed-in member.
      await auth.api.sendVerificationEmail({ body: { email } });
    },

    async requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
      const email = normaliseEmail(input.email);
      await resetByEmail.consume(email);
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
      // Never held back by the sign-in brakes: the mailed link is the way in they point to.
      return passwordSignIn(email, input.password, ctx);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
