import { MODERATION_API, type AppealCreated, type BannedAppealInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

/** A banned member's one appeal, with the token their refused sign-in gave (no session needed). */
export function appealBan(input: BannedAppealInput): Promise<AppealCreated> {
  return callApi(MODERATION_API.bannedAppeal, { body: input });
}

export function useAppealBan() {
  return useMutation({ mutationFn: appealBan });
}
