import { MODERATION_API, type ModerationReportQueue, type ReportDecisionResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export type ReportDecision = 'resolve' | 'dismiss';

export function decideReport({ id, decision }: { id: string; decision: ReportDecision }): Promise<ReportDecisionResult> {
  return callApi(decision === 'resolve' ? MODERATION_API.resolveReport : MODERATION_API.dismissReport, { params: { id } });
}

/** 'Résoudre' / 'Rejeter': the report leaves the queue at once, the counters are the server's. */
export function useDecideReport(viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: (result) => {
      queryClient.setQueryData<ModerationReportQueue>(moderationKeys.reports(viewerId), (queue) =>
        queue
          ? { ...queue, pendingCount: result.pendingCount, resolvedCount: result.resolvedCount, reports: queue.reports.filter((report) => report.id !== result.id) }
          : queue,
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
