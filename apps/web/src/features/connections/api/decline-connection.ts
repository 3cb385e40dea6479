import { CONNECTION_ROUTES } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ConnectionResponse } from './accept-connection';
import { connectionsKeys } from './query-keys';

export function declineConnection(id: string): Promise<ConnectionResponse> {
  return apiClient.post<ConnectionResponse>(CONNECTION_ROUTES.decline(id));
}

/** The addressee declines: the request leaves the pending list (the requester is not told). */
export function useDeclineConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.requests() }),
  });
}
