import { CONNECTION_API, type connectionResponseSchema } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api/api-client';
import { connectionsKeys } from './query-keys';

export type ConnectionResponse = z.output<typeof connectionResponseSchema>;

export function acceptConnection(id: string): Promise<ConnectionResponse> {
  return callApi(CONNECTION_API.accept, { params: { id } });
}

/** The addressee accepts: the request leaves the pending list and the member joins the connections. */
export function useAcceptConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  });
}
