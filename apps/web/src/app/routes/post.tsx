import { getPostTitle } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useSession } from '@/features/auth/api/get-session';
import { isPostNotFound, usePost } from '@/features/feed/api/get-post';
import { BackButton } from '@/features/feed/components/back-button';
import { PostDetail } from '@/features/feed/components/post-detail';
import { PostDetailSkeleton } from '@/features/feed/components/post-detail-skeleton';
import { PostNotFound } from '@/features/feed/components/post-not-found';
import { getErrorMessage } from '@/lib/api/error-message';
import { currentLanguage } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/i18n/use-page-title';

function PostBody({ postId, viewerId }: { postId: string; viewerId: string | null }) {
  const { t } = useTranslation();
  const post = usePost(postId, viewerId);
  // Named by its author and first words, as the server names it; a missing one by the page.
  const detail = post.data?.post;
  usePageTitle(detail ? getPostTitle(detail.author.displayName, detail.content, currentLanguage()) : post.isPending ? null : undefined);
  // 'Post not found' has its own Go Back button (SPEC §2); a second one above it would repeat it.
  if (post.isError && isPostNotFound(post.error)) return <PostNotFound />;
  return (
    <>
      <BackButton />
      {post.isPending ? (
        <PostDetailSkeleton />
      ) : post.isError ? (
        <LoadError
          title={t('post.loadFailed')}
          description={getErrorMessage(t, post.error)}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      ) : (
        <PostDetail detail={post.data} viewerId={viewerId} />
      )}
    </>
  );
}

/** SPEC §2 post detail page, /post/{postId}. */
export function PostRoute() {
  const { postId = '' } = useParams();
  const { user, isLoading } = useSession();

  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-4 px-4 py-6 sm:py-8">
      {/* The post waits for the session: likedByViewer depends on who is reading. */}
      {isLoading ? <PostDetailSkeleton /> : <PostBody postId={postId} viewerId={user?.id ?? null} />}
    </div>
  );
}
