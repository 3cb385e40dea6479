import { CONNECTION_API } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { ConnectionResponse } from './accept-connection';
import { connectionsKeys } from './query-keys';

export function declineConnection(id: string): Promise<ConnectionResponse> {
  return callApi(CONNECTION_API.decline, { params: { id } });
}

/** The addressee declines: the request leaves the pending list (the requester is not told). */
export function useDeclineConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.requests() }),
  });
}
