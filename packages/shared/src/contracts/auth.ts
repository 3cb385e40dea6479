import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { UI_LANGUAGES } from '../constants/i18n';
import { ROLES } from '../constants/roles';
import { AUTH_API } from './auth-routes';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';

// Messages are error codes (contracts/errors.ts), translated by the client.
const requiredText = z.string().trim().min(1, 'auth.fields_required');

export const emailSchema = requiredText.pipe(z.email('auth.invalid_email').max(254, 'auth.invalid_email'));

export const passwordSchema = z
  .string()
  .min(1, 'auth.fields_required')
  .min(PASSWORD_MIN_LENGTH, 'auth.password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'auth.password_too_long');

export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,30}$/u;

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'auth.username_invalid');

export const languageSchema = z.enum(UI_LANGUAGES);

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}
const mismatch = { message: 'auth.passwords_mismatch', path: ['confirmPassword'] };

/** SPEC §3 sign-up form: email, password, username (optional), confirmPassword. */
export const signUpInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    // An empty field means "no username": it then defaults to the part of the email before @.
    username: z.union([z.literal(''), usernameSchema]).optional(),
    language: languageSchema.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: requiredText,
  password: z.string().min(1, 'auth.fields_required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const requestPasswordResetInputSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

/** Sends the confirmation link again to an address not yet confirmed (the sign-up's next step). */
export const resendVerificationInputSchema = z.object({
  email: emailSchema,
});
export type ResendVerificationInput = z.infer<typeof resendVerificationInputSchema>;

/** The new-password form of /auth?mode=reset-password; the token comes from the emailed link. */
export const resetPasswordInputSchema = z
  .object({
    token: z.string().min(1, 'auth.invalid_token'),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The signed-in member: the person (as everywhere else) and their account. */
export const sessionUserSchema = memberSummarySchema.omit({ online: true }).extend({
  email: z.string(),
  emailVerified: z.boolean(),
  language: languageSchema,
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A sign-in's answer (by password, or by a password reset): the member, never null. */
export const signedInResponseSchema = z.object({ user: sessionUserSchema });

export const signUpResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  verificationRequired: z.literal(true),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The verification mail's link: a missing token is a failed verification, not a refusal. */
export const verifyEmailQuerySchema = z.object({ token: z.string().default('') });


/** The auth API: each endpoint with what the server validates and answers. */
export const authContract = withSchemas(AUTH_API, {
  session: { response: { 200: sessionResponseSchema } },
  signUp: { body: signUpInputSchema, response: { 201: signUpResponseSchema } },
  signIn: { body: signInInputSchema, response: { 200: signedInResponseSchema } },
  signOut: { response: { 200: okResponseSchema } },
  // Answers a redirect to /auth?verified=…
  verifyEmail: { querystring: verifyEmailQuerySchema },
  resendVerification: { body: resendVerificationInputSchema, response: { 200: okResponseSchema } },
  requestPasswordReset: { body: requestPasswordResetInputSchema, response: { 200: okResponseSchema } },
  resetPassword: { body: resetPasswordInputSchema, response: { 200: signedInResponseSchema } },
});
