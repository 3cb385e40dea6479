import { z } from 'zod';

/**
 * Issue #15: the one notifications store's shape (issue #16 builds the centre, push and digests on
 * it). `kind` names the translated template (`notifications.<kind>`), `data` fills it.
 */
export const NOTIFICATION_KINDS = ['moderation.decision', 'moderation.appeal-decided', 'dating.match', 'autopilot.welcome', 'autopilot.rejection-spike', 'autopilot.event-suggestion', 'account.export-ready', 'report.received'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
