import type { MemberDecision } from '@la-meute/shared';
import { Scale } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { deferComponent } from '@/components/ui/deferred';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useMyModerationDecisions } from '../api/get-my-decisions';

// Only a member appealing needs the form (react-hook-form with it).
const appealForm = deferComponent(() => import('./appeal-form').then((module) => module.AppealForm));

function DecisionItem({ decision }: { decision: MemberDecision }) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const [appealing, setAppealing] = useState(false);
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{t(`moderation.restriction.${decision.actionType}`)}</span>
        <time dateTime={decision.createdAt} className="text-muted-foreground">
          {fullDate(decision.createdAt)}
        </time>
      </p>
      {decision.endsAt ? <p>{t('moderation.statement.until', { date: fullDate(decision.endsAt) })}</p> : null}
      <p>
        <span className="font-medium">{t('moderation.statement.facts')} </span>
        {decision.facts}
      </p>
      <p>
        <span className="font-medium">{t('moderation.statement.ground')} </span>
        {decision.ground}
      </p>
      <p className="text-muted-foreground">{t(decision.automated ? 'moderation.statement.automated' : 'moderation.statement.human')}</p>
      {decision.appeal ? (
        <p className="font-medium">{t(`moderation.mine.appeal.${decision.appeal.status}`)}</p>
      ) : decision.canAppeal ? (
        appealing ? (
          <Suspense fallback={null}>
            <appealForm.Component decision={decision} onDone={() => setAppealing(false)} />
          </Suspense>
        ) : (
          <div className="grid gap-1">
            <p className="text-muted-foreground">{t('moderation.mine.howToAppeal')}</p>
            <Button
              size="sm"
              variant="outline"
              className="w-fit"
              onPointerEnter={() => void appealForm.preload()}
              onFocus={() => void appealForm.preload()}
              onClick={() => setAppealing(true)}
            >
              {t('moderation.mine.appeal')}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** DSA Art. 17: the member's own statements of reasons, each appealable once. */
export function MyModerationDecisions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMyModerationDecisions(userId);
  // Most members never get one: the section appears only when there is something to read.
  if (query.isPending || (query.isSuccess && query.data.decisions.length === 0)) return null;
  return (
    <section aria-labelledby="my-moderation-decisions-title" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="my-moderation-decisions-title" className="flex items-center gap-2 text-lg font-semibold">
        <Scale aria-hidden="true" className="size-5 text-primary" />
        {t('moderation.mine.title')}
      </h2>
      {query.isError ? (
        <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ul className="grid gap-3">
          {query.data.decisions.map((decision) => (
            <DecisionItem key={decision.id} decision={decision} />
          ))}
        </ul>
      )}
    </section>
  );
}
