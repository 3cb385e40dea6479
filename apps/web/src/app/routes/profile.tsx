import type { SessionUser } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { sessionQueryOptions, useSession } from '@/features/auth/api/get-session';
import { useAuthorPosts } from '@/features/feed/api/get-author-posts';
import { PostCard } from '@/features/feed/components/post-card';
import { ConnectionsPanel } from '@/features/connections/components/connections-panel';
import { BlockedMembersPanel } from '@/features/blocks/components/blocked-members-panel';
import { OwnPostsSection } from '@/features/profile-editor/components/own-posts-section';
import { MyModerationDecisions } from '@/features/moderation/components/my-moderation-decisions';
import { RecommendationsColumn } from '@/features/recommendations/components/recommendations-column';
import { usePageTitle } from '@/lib/i18n/use-page-title';
import { ProfileYourData } from './profile-your-data';

// The two forms: the page goes live without their code (react-hook-form with it).
const ProfileEditor = deferPart(() => import('@/features/profile-editor/components/profile-editor').then((module) => module.ProfileEditor));
const NotificationPreferencesSection = deferPart(() =>
  import('@/features/notifications/components/notification-preferences').then((module) => module.NotificationPreferencesSection),
);

/** SPEC §2 'Your Posts': the feed's cards, so a like, an edit or a deletion there acts as in the feed. */
function OwnPosts({ user }: { user: SessionUser }) {
  const posts = useAuthorPosts(user.id);
  return (
    <OwnPostsSection
      posts={posts.data?.pages.flatMap((page) => page.posts) ?? []}
      status={posts.isPending ? 'pending' : posts.isError && !posts.data ? 'error' : 'success'}
      onRetry={() => void posts.refetch()}
      retrying={posts.isFetching}
      hasMore={posts.hasNextPage}
      loadingMore={posts.isFetchingNextPage}
      onLoadMore={() => void posts.fetchNextPage()}
      renderPost={(post) => <PostCard post={post} viewerId={user.id} />}
    />
  );
}

/**
 * SPEC §2 Profile page: the member's own editor, then their posts, beside the recommendations
 * column and their connections (member-only: RequireMember).
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  usePageTitle();
  // The navbar shows the name and avatar of the session: read it again after a save or a new photo.
  const refreshSession = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }), [queryClient]);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-primary">{t('pages.profile.title')}</h1>
        <p className="text-muted-foreground">{t('profileEditor.subtitle')}</p>
      </header>
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-8">
          <HydrateApart>
            <ProfileEditor onProfileChanged={refreshSession} />
          </HydrateApart>
          {user ? <OwnPosts user={user} /> : null}
          {user ? <MyModerationDecisions userId={user.id} /> : null}
          {/* What reaches the member, where and when, and web push on this device. */}
          <HydrateApart>
            <NotificationPreferencesSection />
          </HydrateApart>
          <ProfileYourData />
        </div>
        {/* SPEC §2: the recommendations column; beside it, the member's accepted connections. */}
        <aside className="grid gap-6" aria-label={t('profileEditor.asideLabel')}>
          <RecommendationsColumn />
          <ConnectionsPanel />
          <BlockedMembersPanel />
        </aside>
      </div>
    </div>
  );
}
