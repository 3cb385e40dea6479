import { endpoint } from './endpoint';

/**
 * The auth API's endpoints, apart from its schemas (ADR 011): every page asks for the session, and
 * a module it imports is bundled whole, so these must not share one with the forms' zod schemas.
 * auth.ts joins the schemas to them.
 */

/** Query values of the redirect after an emailed verification link. */
export const EMAIL_VERIFIED_QUERY = { key: 'verified', success: '1', failure: 'invalid' } as const;

export const AUTH_API = {
  session: endpoint('GET', '/api/auth/session'),
  signUp: endpoint('POST', '/api/auth/sign-up'),
  signIn: endpoint('POST', '/api/auth/sign-in'),
  signOut: endpoint('POST', '/api/auth/sign-out'),
  /** The link of the verification mail (?token=): a plain GET, so it works from any mail client. */
  verifyEmail: endpoint('GET', '/api/auth/verify-email'),
  resendVerification: endpoint('POST', '/api/auth/verify-email/resend'),
  requestPasswordReset: endpoint('POST', '/api/auth/password-reset/request'),
  resetPassword: endpoint('POST', '/api/auth/password-reset/confirm'),
};
