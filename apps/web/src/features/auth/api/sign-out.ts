import { AUTH_ROUTES, type OkResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useApplySessionChange } from './apply-session-change';

export function signOut(): Promise<OkResponse> {
  return apiClient.post<OkResponse>(AUTH_ROUTES.signOut);
}

export function useSignOut() {
  const applySessionChange = useApplySessionChange();
  return useMutation({ mutationFn: signOut, onSuccess: () => applySessionChange({ user: null }) });
}
