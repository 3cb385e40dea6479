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
import { RateLimiter } from '../../lib/rate-limiter';
import type { AuthRepository } from './auth.repository';
import type { Auth } from './better-auth';
import { isCommonPassword } from './password';

const MINUTE = 60_000;

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
};

function translateAuthError(error: unknown): never {
  if (isAPIError(error)) {
    const code = typeof error.body?.code === 'string' ? error.body.code : '';
    const mapped = BETTER_AUTH_ERRORS[code];
    if (mapped) throw new AppError(mapped[0], mapped[1]);
  }
  throw error;
}

function enforce(limiter: RateLimiter, key: string) {
  const { allowed, retryAfterSeconds } = limiter.hit(key);
  if (!allowed) throw new AppError(429, 'http.rate_limited', { retryAfterSeconds });
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export function createAuthService(deps: { auth: Auth; repository: AuthRepository }) {
  const { auth, repository } = deps;
  // SPEC-given limits (issue #2): sign-in 10/min per IP and per email, sign-up 5 per 30 min per IP,
  // reset 5 per 30 min per email.
  const limits = {
    signInByIp: new RateLimiter({ max: 10, windowMs: MINUTE }),
    signInByEmail: new RateLimiter({ max: 10, windowMs: MINUTE }),
    signUpByIp: new RateLimiter({ max: 5, windowMs: 30 * MINUTE }),
    resetByEmail: new RateLimiter({ max: 5, windowMs: 30 * MINUTE }),
  };

  async function requireSessionUser(userId: string): Promise<SessionUser> {
    const sessionUser = await repository.findSessionUser(userId);
    if (!sessionUser) throw new Error(`User ${userId} has no profile row`);
    return sessionUser;
  }

  return {
    async signUp(input: SignUpInput, ctx: RequestContext): Promise<SignUpResponse> {
      enforce(limits.signUpByIp, ctx.ip);
      const email = normaliseEmail(input.email);
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
        return { user: { id: response.user.id, email: response.user.email }, verificationRequired: true };
      } catch (error) {
        translateAuthError(error);
      }
    },

    async signIn(input: SignInInput, ctx: RequestContext): Promise<WithCookies<SessionUser>> {
      const email = normaliseEmail(input.email);
      enforce(limits.signInByIp, ctx.ip);
      enforce(limits.signInByEmail, email);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password: input.password },
          headers: ctx.headers,
          returnHeaders: true,
        });
        return { result: await requireSessionUser(response.user.id), setCookies: headers.getSetCookie() };
      } catch (error) {
        translateAuthError(error);
      }
    },

    async signOut(ctx: RequestContext): Promise<string[]> {
      const { headers } = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
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
      enforce(limits.resetByEmail, email);
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
