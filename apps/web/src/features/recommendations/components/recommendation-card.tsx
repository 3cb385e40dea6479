import type { Recommendation, RecommendationType } from '@la-meute/shared';
import { ArrowRight, Bell, CalendarDays, MessagesSquare, Newspaper, UserRound, Users, X, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { RecommendationText } from '../lib/recommendation-text';

const TYPE_ICONS: Record<RecommendationType, LucideIcon> = {
  activity: Bell,
  community: MessagesSquare,
  content_suggestion: Newspaper,
  engagement: UserRound,
  event: CalendarDays,
  match_optimization: Users,
};

type RecommendationCardProps = {
  recommendation: Recommendation;
  text: RecommendationText;
  busy: boolean;
  onDismiss: () => void;
  onApply: () => void;
};

/** One recommendation: its kind, what it says, its first suggestions, Ignorer and Appliquer. */
export function RecommendationCard({ recommendation, text, busy, onDismiss, onApply }: RecommendationCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = TYPE_ICONS[recommendation.recommendationType];
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {t(`recommendations.type.${recommendation.recommendationType}`)}
      </p>
      <h3 id={titleId} className="font-semibold leading-snug">
        {text.title}
      </h3>
      <p className="text-sm text-muted-foreground">{text.description}</p>
      {text.suggestions.length > 0 ? (
        <ul aria-label={t('recommendations.suggestions')} className="grid list-disc gap-1 ps-5 text-sm">
          {text.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {/* The names repeat the title: in a list of cards, each button says which one it acts on. */}
        <Button variant="ghost" size="sm" onClick={onDismiss} disabled={busy} aria-label={t('recommendations.dismissLabel', { title: text.title })}>
          <X aria-hidden="true" />
          {t('recommendations.dismiss')}
        </Button>
        <Button size="sm" onClick={onApply} disabled={busy} aria-label={t('recommendations.applyLabel', { title: text.title })}>
          {t('recommendations.apply')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
