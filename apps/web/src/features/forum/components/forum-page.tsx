import { PAGE_ROUTES, type ForumCategoryFilter } from '@la-meute/shared';
import { Plus } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useForumCategories } from '../api/get-categories';
import { useForumTopics } from '../api/get-topics';
import { useForumTrending } from '../api/get-trending';
import { useAnonymousSession } from '@/entities/anonymous/use-anonymous-session';
import { toCategoryFilter, toPageNumber } from '../lib/categories';
import { CategorySidebar } from './category-sidebar';
import { ForumPagination } from './forum-pagination';
import { ForumSearch } from './forum-search';
import { TopicList } from './topic-list';
import { TrendingList } from './trending-list';

// The dialog (Radix, the form) loads when first opened (ADR 011).
const newTopicDialog = deferComponent(() => import('./new-topic-dialog').then((module) => module.NewTopicDialog));

/** SPEC §2 /forum: categories, trending, search, 'Nouveau Sujet' and the paginated topic list. */
export function ForumPage({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const category = toCategoryFilter(params.get('category'));
  const q = params.get('q') ?? '';
  const page = toPageNumber(params.get('page'));
  const topics = useForumTopics({ category, q, page });
  const categories = useForumCategories();
  const trending = useForumTrending();
  const { session: anonymous, choose } = useAnonymousSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogWanted = useOpenedOnce(dialogOpen);

  // SPEC §8: a load failure is logged, and the page says so (no sample topics).
  useEffect(() => {
    if (topics.error) console.error('Forum topics failed to load', topics.error);
  }, [topics.error]);

  const onSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          result.delete('page');
          if (value) result.set('q', value);
          else result.delete('q');
          return result;
        },
        { replace: true },
      ),
    [setParams],
  );

  const search = (next: { category?: ForumCategoryFilter; q?: string; page?: number }) => {
    const values = { category, q, page: 1, ...next };
    const result = new URLSearchParams();
    if (values.category !== 'all') result.set('category', values.category);
    if (values.q) result.set('q', values.q);
    if (values.page > 1) result.set('page', String(values.page));
    const text = result.toString();
    return text ? `?${text}` : '?';
  };

  const data = topics.data;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="grid content-start gap-6">
        <CategorySidebar current={category} counts={categories.data} hrefFor={(value) => search({ category: value })} />
        <TrendingList topics={trending.data?.topics} failed={trending.isError} />
      </aside>
      <div className="grid content-start gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <ForumSearch value={q} onSearch={onSearch} />
          <Button onClick={() => setDialogOpen(true)} onPointerEnter={() => void newTopicDialog.preload()} onFocus={() => void newTopicDialog.preload()}>
            <Plus aria-hidden="true" />
            {t('forum.newTopic.open')}
          </Button>
        </div>
        {!isMember ? (
          <p className="text-sm text-muted-foreground">
            {anonymous ? t('forum.identity.asPseudonym', { pseudonym: anonymous.pseudonym }) : t('forum.visitor.text')}{' '}
            <Link to={localize(PAGE_ROUTES.auth)} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('forum.identity.signIn')}
            </Link>
          </p>
        ) : null}
        <h2 className="sr-only">{t('forum.list.title')}</h2>
        {topics.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-32 rounded-xl" />
            ))}
          </div>
        ) : topics.isError ? (
          <LoadError title={t('forum.list.failed')} description={getErrorMessage(t, topics.error)} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
        ) : data && data.topics.length === 0 ? (
          <p className="rounded-xl border border-dashed bg-card/60 p-8 text-center text-muted-foreground">{q ? t('forum.list.noResults') : t('forum.list.empty')}</p>
        ) : data ? (
          <>
            {q ? <p className="text-sm text-muted-foreground" role="status">{t('forum.list.results', { count: data.total })}</p> : null}
            <TopicList topics={data.topics} />
            <ForumPagination page={data.page} pageCount={data.pageCount} hrefFor={(value) => search({ page: value })} />
          </>
        ) : null}
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <newTopicDialog.Component
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            isMember={isMember}
            anonymous={anonymous}
            onChoosePseudonym={choose}
            onCreated={() => setParams(search({ category: 'all', q: '', page: 1 }).slice(1))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
