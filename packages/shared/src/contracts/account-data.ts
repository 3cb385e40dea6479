import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits';
import { withSchemas } from './endpoint';
import { hasNoNulByte } from './storable-text';
import { ACCOUNT_DATA_API } from './account-data-routes';

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

export const accountDataContract = withSchemas(ACCOUNT_DATA_API, {
  requestExport: { response: { 202: dataExportSchema } },
  latestExport: { response: { 200: latestExportResponseSchema } },
  /** A zip stream: no JSON answer to write. */
  download: { params: exportIdParamsSchema },
  deletion: { body: accountDeletionInputSchema, response: { 200: accountDeletionResponseSchema } },
});
