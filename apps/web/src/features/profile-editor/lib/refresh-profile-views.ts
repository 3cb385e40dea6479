import { PROFILE_SYNC_FEATURES } from '@la-meute/shared';
import type { QueryClient } from '@tanstack/react-query';

export type ProfileSyncFeature = (typeof PROFILE_SYNC_FEATURES)[number];

/**
 * Where each part keeps what it showed of the profile in this browser, by query-key root (the
 * features never import one another; the same roots as entities/block/member-blocks.ts).
 */
const FEATURE_QUERY_ROOTS: Record<ProfileSyncFeature, readonly string[]> = {
  navbar: ['auth', 'session'],
  feed: ['feed'],
  chat: ['chat'],
  messages: ['messaging'],
  discovery: ['discovery'],
};

/** Each part's real outcome: read again from the server (or nothing kept to read again), or failed. */
export type ProfileSyncOutcome = { synced: ProfileSyncFeature[]; failed: ProfileSyncFeature[] };

/**
 * Reads again what each part shows, and reports the parts whose reads succeeded: a part whose
 * request failed still shows the old profile, so it is not counted as synced.
 */
export async function refreshProfileViews(queryClient: QueryClient): Promise<ProfileSyncOutcome> {
  const results = await Promise.allSettled(
    PROFILE_SYNC_FEATURES.map((feature) => queryClient.refetchQueries({ queryKey: [...FEATURE_QUERY_ROOTS[feature]] }, { throwOnError: true })),
  );
  const outcome: ProfileSyncOutcome = { synced: [], failed: [] };
  results.forEach((result, index) => {
    (result.status === 'fulfilled' ? outcome.synced : outcome.failed).push(PROFILE_SYNC_FEATURES[index]!);
  });
  return outcome;
}
