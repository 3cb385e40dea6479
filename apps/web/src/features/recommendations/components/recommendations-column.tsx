import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useChannelLabel } from '@/entities/channel/channel-label';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useApplyRecommendation } from '../api/apply-recommendation';
import { useDismissRecommendation } from '../api/dismiss-recommendation';
import { useRecommendations } from '../api/get-recommendations';
import { recommendationText } from '../lib/recommendation-text';
import { RecommendationCard } from './recommendation-card';

/**
 * The 'Recommendations column' (SPEC §3 ai_recommendation, §4): the member's unseen
 * recommendations; Ignorer marks one seen, Appliquer marks it acted upon and opens where it points.
 */
export function RecommendationsColumn() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const channelLabel = useChannelLabel();
  const query = useRecommendations();
  const dismiss = useDismissRecommendation();
  const apply = useApplyRecommendation();
  const language = i18n.language;
  const failed = () => toast({ title: t('recommendations.actionFailed'), variant: 'destructive' });
  const recommendations = query.data?.recommendations ?? [];

  return (
    <section aria-labelledby="recommendations-title" className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2 id="recommendations-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-primary">
          <Sparkles aria-hidden="true" className="size-5" />
          {t('recommendations.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('recommendations.subtitle')}</p>
      </div>
      {query.status === 'pending' ? (
        <div role="status" aria-label={t('recommendations.loading')} className="grid gap-3">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : query.status === 'error' ? (
        <LoadError quiet title={t('recommendations.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : recommendations.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/60 px-4 py-8 text-center text-sm text-muted-foreground">{t('recommendations.empty')}</p>
      ) : (
        <ul aria-labelledby="recommendations-title" className="grid gap-3">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard
                recommendation={recommendation}
                text={recommendationText(t, recommendation, language, channelLabel)}
                busy={(dismiss.isPending && dismiss.variables === recommendation.id) || (apply.isPending && apply.variables === recommendation.id)}
                onDismiss={() => dismiss.mutate(recommendation.id, { onError: failed })}
                onApply={() =>
                  apply.mutate(recommendation.id, {
                    onSuccess: ({ target }) => void navigate(localizedPath(target)),
                    onError: failed,
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
