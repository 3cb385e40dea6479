import { MODERATION_API, type LiftRestrictionInput, type ModeratedUserResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function liftRestriction({ userId, ...input }: LiftRestrictionInput & { userId: string }): Promise<ModeratedUserResult> {
  return callApi(MODERATION_API.liftRestriction, { params: { id: userId }, body: input });
}

/** Ends a ban or a mute before its time (written to the audit log as unban / unmute). */
export function useLiftRestriction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftRestriction, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
