import { AUTH_ROUTES, okResponseSchema, type OkResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useApplySessionChange } from './apply-session-change';

export function signOut(): Promise<OkResponse> {
  return apiClient.post(AUTH_ROUTES.signOut, undefined, okResponseSchema);
}

export function useSignOut() {
  const applySessionChange = useApplySessionChange();
  return useMutation({ mutationFn: signOut, onSuccess: () => applySessionChange({ user: null }) });
}
