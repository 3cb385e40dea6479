import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '../constants/safety';
import { withSchemas } from './endpoint';
import { hasNoNulByte } from './storable-text';
import { REPORT_API } from './reports-routes';

export const REPORT_LIMITS = { details: 2000, url: 2048, name: 100, email: 254, targetId: 200 } as const;

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: 'validation.invalid' });
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: 'validation.invalid' });
export const reportStatusSchema = z.enum(REPORT_STATUSES);

const optionalText = (max: number) => z.string().trim().max(max, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid').optional();

const isHttpUrl = (value: string): boolean => {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const isEmail = (value: string): boolean => !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * A report, shared by the 'Signaler' dialog and POST /api/reports. `illegal` is the DSA Art. 16
 * notice: it needs the explanation (`details`), the exact URL and the good-faith statement, else
 * `reports.notice_required`. Empty optional fields are sent as '' or left out alike.
 */
export const createReportInputSchema = z
  .object({
    targetType: reportTargetTypeSchema,
    targetId: z.string().trim().min(1, 'validation.invalid').max(REPORT_LIMITS.targetId, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid'),
    reason: reportReasonSchema,
    details: optionalText(REPORT_LIMITS.details),
    url: optionalText(REPORT_LIMITS.url).refine((value) => value === undefined || isHttpUrl(value), 'validation.invalid'),
    reporterName: optionalText(REPORT_LIMITS.name),
    reporterEmail: optionalText(REPORT_LIMITS.email).refine((value) => value === undefined || isEmail(value), 'auth.invalid_email'),
    goodFaith: z.boolean().default(false),
  })
  .refine((report) => report.reason !== 'illegal' || (Boolean(report.details) && Boolean(report.url) && report.goodFaith), {
    message: 'reports.notice_required',
    path: ['details'],
  });
export type CreateReportInput = z.input<typeof createReportInputSchema>;

/** The acknowledgement ('Signalement envoyé'): what happens next is handled within `handledWithinHours`. */
export const reportCreatedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  handledWithinHours: z.number().int(),
});
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/**
 * The reported content as it was when reported, kept with the report so later edits or deletions
 * keep the proof. `text` is the content (for a profile: its bio), `title` a topic's or event's
 * title, `containerId` the post (comment), channel (chat), conversation (message) or topic (reply).
 */
export const reportEvidenceSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  text: z.string().nullable(),
  title: z.string().nullable(),
  mediaUrls: z.array(z.string()),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  containerId: z.string().nullable(),
  createdAt: z.string().nullable(),
  capturedAt: z.string(),
});
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

export const reportContract = withSchemas(REPORT_API, {
  create: { body: createReportInputSchema, response: { 201: reportCreatedSchema } },
});
