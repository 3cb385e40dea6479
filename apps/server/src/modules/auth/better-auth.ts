import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import {
  AUTH_API,
  DEFAULT_LANGUAGE,
  isUiLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  withLanguagePrefix,
  type UiLanguage,
} from '@la-meute/shared';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { ModerationRepository } from '../moderation/moderation.repository';
import { renderMail } from '../mail/templates';
import { hashPassword, verifyPassword } from '../../lib/password-hash';

/** Header carrying the client IP as Fastify computed it (TRUST_PROXY-aware), for session records. */
export const CLIENT_IP_HEADER = 'x-lameute-client-ip';

/** The code the session hook refuses a banned member with. */
export const BANNED_ERROR_CODE = 'ACCOUNT_BANNED';
export const COOKIE_PREFIX = 'la-meute';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24;

export interface AuthOptions {
  db: Database;
  secret: string;
  appUrl: string;
  adminEmails: string[];
  mailer: Mailer;
  /** Who is banned: a banned member gets no session. */
  restrictions: Pick<ModerationRepository, 'isBanned'>;
}

function toLanguage(value: unknown): UiLanguage {
  return isUiLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function createAuth(options: AuthOptions) {
  const { mailer, appUrl, restrictions } = options;
  return betterAuth({
    appName: 'La Meute',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    // Our Fastify routes call auth.api directly and apply their own per-IP and per-email limits.
    rateLimit: { enabled: false },
    database: drizzleAdapter(options.db, { provider: 'pg', schema, transaction: true }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        language: { type: 'string', required: false, input: true, defaultValue: 'fr' },
        role: { type: 'string', required: false, input: false, defaultValue: 'member' },
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      // Sliding renewal: an active session is extended once a day.
      updateAge: SESSION_RENEW_AFTER_SECONDS,
      // Our session resolver caches for a few seconds in process (plugins/app/auth.ts); a signed
      // cookie cache would keep a revoked session alive for its whole max-age on every instance.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const language = toLanguage((user as { language?: unknown }).language);
        // The form opens in the member's language, on whichever device the mail is read (ADR 004).
        const link = `${appUrl}${withLanguagePrefix('/auth', language)}?mode=reset-password&token=${encodeURIComponent(token)}`;
        await mailer.send(renderMail('resetPassword', language, { to: user.email, name: user.name, link }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${appUrl}${AUTH_API.verifyEmail.path()}?token=${encodeURIComponent(token)}`;
        await mailer.send(renderMail('verifyEmail', toLanguage((user as { language?: unknown }).language), { to: user.email, name: user.name, link }));
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: options.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'member' },
          }),
        },
      },
      session: {
        create: {
          // A banned member gets no session, whichever way they sign in (auth.service
          // maps the code to 403 auth.banned).
          before: async (session) => {
            if (await restrictions.isBanned(session.userId)) throw new APIError('FORBIDDEN', { code: BANNED_ERROR_CODE, message: 'Account banned' });
            return { data: session };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
