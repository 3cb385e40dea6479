import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits';
import { hasNoNulByte } from './storable-text';

/** 'Vos données' (GDPR): the export and account-deletion API's addresses. */
export const ACCOUNT_DATA_ROUTES = {
  /** POST: start an export (or get the one already being prepared). */
  exports: '/api/account/exports',
  /** GET: the member's newest export, or null. */
  latestExport: '/api/account/exports/latest',
  /** GET: the zip, for its owner only, until it expires. */
  download: (id: string) => `/api/account/exports/${encodeURIComponent(id)}/download`,
  /** POST {password}: 'Supprimer mon compte'. */
  deletion: '/api/account/deletion',
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The download address while it is ready and not expired; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const latestExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestExportResponse = z.infer<typeof latestExportResponseSchema>;

export const exportIdParamsSchema = z.object({ id: z.uuid('account.export_not_found') });

/** The password confirms it is really the member (a stolen open session cannot erase the account). */
export const accountDeletionInputSchema = z.object({
  password: z
    .string()
    .min(1, 'auth.fields_required')
    .max(PASSWORD_MAX_LENGTH, 'auth.password_too_long')
    .refine(hasNoNulByte, 'validation.invalid'),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

export const accountDeletionResponseSchema = z.object({
  ok: z.literal(true),
  /** When the personal data is erased unless the member signs in again before. */
  purgeAfter: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;
