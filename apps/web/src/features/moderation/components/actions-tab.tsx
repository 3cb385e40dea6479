import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useModerationActions } from '../api/get-actions';
import { ActionList } from './action-list';
import { Pager } from './pager';

/** SPEC §3 actions: how decisions are taken, then the append-only audit log. */
export function ActionsTab({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useModerationActions(viewerId, page);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="moderation-actions-title" className="grid gap-2">
        <h2 id="moderation-actions-title" className="text-xl font-semibold">
          {t('moderation.actions.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('moderation.actions.howTo')}</p>
      </section>
      <section aria-labelledby="moderation-log-title" className="grid gap-4">
        <h2 id="moderation-log-title" className="text-xl font-semibold">
          {t('moderation.log.title')}
        </h2>
        {query.isPending ? (
          <Spinner label={t('moderation.loading')} className="py-6" />
        ) : query.isError ? (
          <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('moderation.log.empty')}</p>
        ) : (
          <>
            <ActionList actions={query.data.actions} />
            <Pager page={query.data.page} pageCount={query.data.pageCount} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
