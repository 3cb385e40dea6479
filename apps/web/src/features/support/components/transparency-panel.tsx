import type { PublicConfig } from '@la-meute/shared';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n/i18n';
import { formatEuros, goalPercent } from '../lib/donations';
import { SpendingChart } from './spending-chart';

type PublishedDonations = NonNullable<PublicConfig['donations']>;

type TransparencyPanelProps = {
  /**
   * Monthly goal and amount raised as the operator published them, from GET /api/public-config;
   * null when none are published, undefined while loading or on error.
   */
  donations: PublicConfig['donations'] | undefined;
  isError: boolean;
};

function MonthlyGoal({ donations }: { donations: PublishedDonations }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const labelId = useId();
  const raised = formatEuros(donations.raised, language);
  const goal = formatEuros(donations.monthlyGoal, language);
  const percent = goalPercent(donations.raised, donations.monthlyGoal);
  const missing = Math.max(0, donations.monthlyGoal - donations.raised);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-primary">{raised}</span>
        <span className="text-muted-foreground">{t('support.transparency.ofGoal', { goal })}</span>
      </p>
      <span id={labelId} className="sr-only">
        {t('support.transparency.progressLabel')}
      </span>
      <Progress
        aria-labelledby={labelId}
        value={Math.min(donations.raised, donations.monthlyGoal)}
        max={donations.monthlyGoal > 0 ? donations.monthlyGoal : 1}
        getValueLabel={() => t('support.transparency.progressValue', { raised, goal, percent })}
        className="h-3"
      />
      <p className="flex justify-between gap-3 text-sm text-muted-foreground">
        <span>{t('support.transparency.percent', { percent })}</span>
        <span>
          {missing > 0
            ? t('support.transparency.missing', { amount: formatEuros(missing, language) })
            : t('support.transparency.reached')}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{t('support.transparency.source')}</p>
    </div>
  );
}

/** SPEC §2/§9: the month's goal and amount raised, and how donations are spent. */
export function TransparencyPanel({ donations, isError }: TransparencyPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('support.transparency.goalTitle')}</CardTitle>
          <CardDescription>{t('support.transparency.goalDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {donations ? (
            <MonthlyGoal donations={donations} />
          ) : donations === null ? (
            // No payment is taken online yet: figures exist only if the association publishes them.
            <p className="text-sm">{t('support.transparency.notPublished')}</p>
          ) : isError ? (
            <p role="alert" className="flex items-center gap-2 text-sm">
              <TriangleAlert aria-hidden="true" className="size-4 text-destructive" />
              {t('support.transparency.loadError')}
            </p>
          ) : (
            <div className="grid gap-4">
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-4 w-32" />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('support.transparency.spendingTitle')}</CardTitle>
          <CardDescription>{t('support.transparency.spendingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SpendingChart />
        </CardContent>
      </Card>
    </div>
  );
}
