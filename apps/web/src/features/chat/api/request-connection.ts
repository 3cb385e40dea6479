import { connectionResponseSchema, PROFILE_ROUTES, type CreateConnectionInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function requestConnection(input: CreateConnectionInput) {
  return apiClient.post(PROFILE_ROUTES.connections, input, connectionResponseSchema);
}

/** SPEC §4: 'Ajouter' creates a pending connection request. */
export function useRequestConnection() {
  return useMutation({ mutationFn: (connectedUserId: string) => requestConnection({ connectedUserId }) });
}
