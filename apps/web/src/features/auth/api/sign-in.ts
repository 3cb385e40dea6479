import { AUTH_API, type SessionResponse, type SignInInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { useApplySessionChange } from './apply-session-change';

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return callApi(AUTH_API.signIn, { body: input });
}

export function useSignIn() {
  const applySessionChange = useApplySessionChange();
  return useMutation({ mutationFn: signIn, onSuccess: applySessionChange });
}
