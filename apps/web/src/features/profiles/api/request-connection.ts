import { PROFILE_ROUTES, type connectionResponseSchema, type CreateConnectionInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export function requestConnection(input: CreateConnectionInput) {
  return apiClient.post<z.output<typeof connectionResponseSchema>>(PROFILE_ROUTES.connections, input);
}

/** SPEC §4: 'Ajouter' creates a pending connection request. */
export function useRequestConnection() {
  return useMutation({ mutationFn: (connectedUserId: string) => requestConnection({ connectedUserId }) });
}
