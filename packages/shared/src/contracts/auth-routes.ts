/**
 * The auth API's addresses, apart from its schemas (ADR 011): every page asks for the session, and
 * a module it imports is bundled whole, so these must not share one with the forms' zod schemas.
 */

/** Query values of the redirect after an emailed verification link. */
export const EMAIL_VERIFIED_QUERY = { key: 'verified', success: '1', failure: 'invalid' } as const;

export const AUTH_ROUTES = {
  session: '/api/auth/session',
  signUp: '/api/auth/sign-up',
  signIn: '/api/auth/sign-in',
  signOut: '/api/auth/sign-out',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/verify-email/resend',
  requestPasswordReset: '/api/auth/password-reset/request',
  resetPassword: '/api/auth/password-reset/confirm',
} as const;
