import { AUTH_API, type ResetPasswordInput, type SessionResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { useApplySessionChange } from './apply-session-change';

export function resetPassword(input: ResetPasswordInput): Promise<SessionResponse> {
  return callApi(AUTH_API.resetPassword, { body: input });
}

/** The server signs the member in on success, which counts as a sign-in (SPEC §4). */
export function useResetPassword() {
  const applySessionChange = useApplySessionChange();
  return useMutation({ mutationFn: resetPassword, onSuccess: applySessionChange });
}
