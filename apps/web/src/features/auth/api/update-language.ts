import { ME_API, type LanguageResponse, type SessionResponse, type UiLanguage, type UpdateLanguageInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { authKeys } from './query-keys';

export function updateLanguage(input: UpdateLanguageInput): Promise<LanguageResponse> {
  return callApi(ME_API.language, { body: input });
}

function setSessionLanguage(session: SessionResponse | undefined, language: UiLanguage): SessionResponse | undefined {
  return session?.user ? { user: { ...session.user, language } } : session;
}

/**
 * ADR 004: a member's language choice is saved on the account. The session says it at once, so
 * the app never mistakes the old saved language for one chosen on another device; if saving
 * fails, the session is read again and the saved language applies.
 */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: UiLanguage) => updateLanguage({ language }),
    onMutate: async (language) => {
      await queryClient.cancelQueries({ queryKey: authKeys.session() });
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (session) => setSessionLanguage(session, language));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });
}
