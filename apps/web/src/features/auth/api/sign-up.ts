import { AUTH_ROUTES, type SignUpInput, type SignUpResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiClient.post<SignUpResponse>(AUTH_ROUTES.signUp, input);
}

/** Creates the account only: the member signs in after confirming the emailed link. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
