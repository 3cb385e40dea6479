import { AI_CONTROL_API, type AutopilotRunResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { aiControlKeys } from './query-keys';

export function runAutopilot(): Promise<AutopilotRunResult> {
  return callApi(AI_CONTROL_API.autopilot);
}

/** SPEC §4 AutoPilot: loading while it runs, then the logs and the figures reload, whatever the outcome. */
export function useRunAutopilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAutopilot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiControlKeys.all }),
  });
}
