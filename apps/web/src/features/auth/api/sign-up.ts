import { AUTH_ROUTES, signUpResponseSchema, type SignUpInput, type SignUpResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiClient.post(AUTH_ROUTES.signUp, input, signUpResponseSchema);
}

/** Creates the account only: the member signs in after confirming the emailed link. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
