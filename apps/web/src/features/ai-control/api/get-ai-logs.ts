import { AI_CONTROL_API, type AiManagementLog } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { aiControlKeys } from './query-keys';

export function getAiLogs(signal?: AbortSignal): Promise<AiManagementLog[]> {
  return callApi(AI_CONTROL_API.logs, { signal });
}

/** SPEC §9: the 10 newest AutoPilot runs. */
export const aiLogsQueryOptions = queryOptions({
  queryKey: aiControlKeys.logs(),
  queryFn: ({ signal }) => getAiLogs(signal),
  retry: retryUnlessRefused,
  refetchOnWindowFocus: false,
});

export function useAiLogs() {
  return useQuery(aiLogsQueryOptions);
}
