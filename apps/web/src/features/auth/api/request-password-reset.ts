import { AUTH_API, type OkResponse, type RequestPasswordResetInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<OkResponse> {
  return callApi(AUTH_API.requestPasswordReset, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
