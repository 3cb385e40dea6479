import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { useSession } from '@/features/auth/api/get-session';
import { FeedHighlights } from '@/features/feed/components/feed-highlights';
import { FeedSidebar } from '@/features/feed/components/feed-sidebar';
import { JoinPrompt } from '@/features/feed/components/join-prompt';
import { PostList, PostListSkeleton } from '@/features/feed/components/post-list';
import { usePageTitle } from '@/lib/i18n/use-page-title';

const PostComposer = deferPart(() => import('@/features/feed/components/post-composer').then((module) => module.PostComposer));

// /feed?tag=Wellness and /feed?tag=%23wellness both mean the tag "wellness".
function readTag(value: string | null): string | null {
  const tag = value?.trim().replace(/^#/, '').toLowerCase();
  return tag ? tag : null;
}

/** SPEC §2 feed page: composer for members, the feed, trending hashtags and community figures. */
export function FeedRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const tag = readTag(searchParams.get('tag'));
  usePageTitle();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-primary">{t('pages.feed.title')}</h1>
        <p className="text-muted-foreground">{t('feed.subtitle')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-8">
        <div className="grid min-w-0 gap-6">
          {isLoading ? null : user ? (
            <HydrateApart>
              <PostComposer user={user} />
            </HydrateApart>
          ) : (
            <JoinPrompt />
          )}
          <FeedHighlights activeTag={tag} className="lg:hidden" />
          {/* The feed waits for the session: likedByViewer depends on who is reading. */}
          {isLoading ? <PostListSkeleton /> : <PostList viewerId={user?.id ?? null} tag={tag} />}
        </div>
        <FeedSidebar activeTag={tag} className="hidden lg:sticky lg:top-24 lg:grid" />
      </div>
    </div>
  );
}
