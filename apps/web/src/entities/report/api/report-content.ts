import { REPORT_API, type CreateReportInput, type ReportCreated } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

/** The 'Signaler' notice, for members and visitors alike (the server rate-limits it). */
export function reportContent(input: CreateReportInput): Promise<ReportCreated> {
  return callApi(REPORT_API.create, { body: input });
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
