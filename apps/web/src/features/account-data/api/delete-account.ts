import { ACCOUNT_DATA_API, type AccountDeletionInput, type AccountDeletionResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

export function deleteAccount(input: AccountDeletionInput): Promise<AccountDeletionResponse> {
  return callApi(ACCOUNT_DATA_API.deletion, { body: input });
}

/**
 * 'Supprimer mon compte': the server ends every session; `onDeleted` signs the app out locally. It
 * is the mutation's own callback, so it runs even when the closed socket already unmounted the page.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => onDeleted() });
}
