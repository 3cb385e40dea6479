import {
  AUTH_ROUTES,
  okResponseSchema,
  type OkResponse,
  type RequestPasswordResetInput,
} from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<OkResponse> {
  return apiClient.post(AUTH_ROUTES.requestPasswordReset, input, okResponseSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
