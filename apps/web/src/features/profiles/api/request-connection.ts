import { CONNECTION_API, type connectionResponseSchema, type CreateConnectionInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api/api-client';

export function requestConnection(input: CreateConnectionInput): Promise<z.output<typeof connectionResponseSchema>> {
  return callApi(CONNECTION_API.request, { body: input });
}

/** SPEC §4: 'Ajouter' creates a pending connection request. */
export function useRequestConnection() {
  return useMutation({ mutationFn: (connectedUserId: string) => requestConnection({ connectedUserId }) });
}
