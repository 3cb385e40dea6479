import { MODERATION_ROUTES, type LiftRestrictionInput, type ModeratedUserResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from './query-keys';

export function liftRestriction({ userId, ...input }: LiftRestrictionInput & { userId: string }): Promise<ModeratedUserResult> {
  return apiClient.post<ModeratedUserResult>(MODERATION_ROUTES.liftRestriction(userId), input);
}

/** Ends a ban or a mute before its time (written to the audit log as unban / unmute). */
export function useLiftRestriction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftRestriction, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
