import { REPORT_ROUTES, type CreateReportInput, type ReportCreated } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The 'Signaler' notice, for members and visitors alike (the server rate-limits it). */
export function reportContent(input: CreateReportInput): Promise<ReportCreated> {
  return apiClient.post<ReportCreated>(REPORT_ROUTES.create, input);
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
