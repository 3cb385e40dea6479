import { AUTH_API, type SignUpInput, type SignUpResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return callApi(AUTH_API.signUp, { body: input });
}

/** Creates the account only: the member signs in after confirming the emailed link. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
