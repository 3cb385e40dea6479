import type { ApiIssue, ErrorCode } from '@la-meute/shared';

/** An error the client may see: a status and a stable code it translates (never prose). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly extra: { issues?: ApiIssue[]; retryAfterSeconds?: number; appealToken?: string } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
