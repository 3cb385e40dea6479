import {
  CONNECTION_API,
  type connectionResponseSchema,
  type CreateConnectionInput,
  type DiscoveryPage,
  type ViewerConnectionStatus,
} from '@la-meute/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api/api-client';
import { discoveryKeys } from './query-keys';

type ConnectionResponse = z.output<typeof connectionResponseSchema>;

export function requestConnection(input: CreateConnectionInput): Promise<ConnectionResponse> {
  return callApi(CONNECTION_API.request, { body: input });
}

/**
 * SPEC §4 'Ajouter' creates a pending request; asking a member who already asked you accepts
 * theirs. Every tab's card of that member shows the new state at once.
 */
export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => requestConnection({ connectedUserId: memberId }),
    onSuccess: ({ connection }, memberId) => {
      const status: ViewerConnectionStatus = connection.status === 'accepted' ? 'accepted' : 'pending-sent';
      queryClient.setQueriesData<InfiniteData<DiscoveryPage>>({ queryKey: discoveryKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                profiles: page.profiles.map((card) => (card.id === memberId ? { ...card, connection: status } : card)),
              })),
            }
          : data,
      );
    },
  });
}
