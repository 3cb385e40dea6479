import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useModerationRejections } from '../api/get-rejections';
import { memberName } from '../lib/member-name';
import { Pager } from './pager';

/** The automatic moderation's refusals, their own queue: what was refused, for what, from whom. */
export function RejectionsQueue({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const [page, setPage] = useState(1);
  const query = useModerationRejections(viewerId, page);

  return (
    <section aria-labelledby="moderation-rejections-title" className="grid gap-4">
      <h2 id="moderation-rejections-title" className="text-xl font-semibold">
        {t('moderation.rejections.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('moderation.loading')} className="py-6" />
      ) : query.isError ? (
        <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.rejections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.rejections.empty')}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {query.data.rejections.map((rejection) => (
              <li key={rejection.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
                <p className="flex flex-wrap gap-x-3 text-muted-foreground">
                  <span className="font-medium text-foreground">
                    {rejection.author ? memberName(rejection.author, t('moderation.unknownMember')) : (rejection.pseudonym ?? t('moderation.report.visitor'))}
                  </span>
                  <span>{rejection.contentType}</span>
                  <time dateTime={rejection.createdAt}>{fullDate(rejection.createdAt)}</time>
                </p>
                <blockquote className="whitespace-pre-wrap break-words">{rejection.content}</blockquote>
                {rejection.reasons.length > 0 ? (
                  <p className="text-xs text-muted-foreground">{t('moderation.rejections.reasons', { reasons: rejection.reasons.join(', ') })}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager page={query.data.page} pageCount={query.data.pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}
