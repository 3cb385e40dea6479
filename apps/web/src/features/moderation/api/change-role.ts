import { MODERATION_API, type ModeratedUserResult, type RoleChangeInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function changeMemberRole({ userId, ...input }: RoleChangeInput & { userId: string }): Promise<ModeratedUserResult> {
  return callApi(MODERATION_API.changeRole, { params: { id: userId }, body: input });
}

/** Admins only (the server answers 403 `auth.admins_only` to anyone else). */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMemberRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
