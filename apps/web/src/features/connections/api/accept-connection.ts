import { CONNECTION_ROUTES, type connectionResponseSchema } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { connectionsKeys } from './query-keys';

export type ConnectionResponse = z.output<typeof connectionResponseSchema>;

export function acceptConnection(id: string): Promise<ConnectionResponse> {
  return apiClient.post<ConnectionResponse>(CONNECTION_ROUTES.accept(id));
}

/** The addressee accepts: the request leaves the pending list and the member joins the connections. */
export function useAcceptConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  });
}
