import { AUTH_ROUTES, type SessionResponse, type SignInInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useApplySessionChange } from './apply-session-change';

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>(AUTH_ROUTES.signIn, input);
}

export function useSignIn() {
  const applySessionChange = useApplySessionChange();
  return useMutation({ mutationFn: signIn, onSuccess: applySessionChange });
}
