import { AUTH_ROUTES, type OkResponse, type RequestPasswordResetInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<OkResponse> {
  return apiClient.post<OkResponse>(AUTH_ROUTES.requestPasswordReset, input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
