import type { Post } from '@la-meute/shared';
import { PenLine } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

type OwnPostsSectionProps = {
  posts: Post[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  retrying: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The feed's own card (the route composes it: features do not import each other). */
  renderPost: (post: Post) => ReactNode;
};

/** SPEC §2 'Your Posts', under the editor: the member's posts, newest first. */
export function OwnPostsSection({ posts, status, onRetry, retrying, hasMore, loadingMore, onLoadMore, renderPost }: OwnPostsSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="own-posts-title" className="grid gap-4">
      <h2 id="own-posts-title" className="text-2xl font-bold tracking-tight text-primary">
        {t('profileEditor.posts.title')}
      </h2>
      {status === 'pending' ? (
        <div role="status" aria-label={t('profileEditor.posts.loading')} className="grid gap-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('profileEditor.posts.loadFailed')} onRetry={onRetry} retrying={retrying} />
      ) : posts.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card/60 px-6 py-10 text-muted-foreground">
          <PenLine aria-hidden="true" className="size-5 text-primary" />
          {t('profileEditor.posts.empty')}
        </p>
      ) : (
        <div role="feed" aria-busy={loadingMore} aria-label={t('profileEditor.posts.title')} className="grid gap-4">
          {posts.map((post) => (
            <Fragment key={post.id}>{renderPost(post)}</Fragment>
          ))}
        </div>
      )}
      {status === 'success' && hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {t('profileEditor.posts.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
