import { useTranslation } from '@/lib/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGamificationMe } from '../api/get-gamification-me';
import { useLeaderboard } from '../api/get-leaderboard';
import { AchievementsPanel } from './achievements-panel';
import { LeaderboardPanel } from './leaderboard-panel';
import { LevelsPanel } from './levels-panel';
import { OverviewPanel } from './overview-panel';

const GAMIFICATION_TABS = ['overview', 'levels', 'achievements', 'leaderboard'] as const;

type GamificationTabsProps = {
  /** The signed-in member; null for a visitor; undefined while the session is read. */
  userId: string | null | undefined;
};

/** SPEC §2: the gamification page's four tabs, with the member's real progress. */
export function GamificationTabs({ userId }: GamificationTabsProps) {
  const { t } = useTranslation();
  const me = useGamificationMe(userId ?? null);
  const leaderboard = useLeaderboard(userId ?? null, userId !== undefined);
  const progress = userId === null ? null : me.data;
  return (
    <Tabs defaultValue="overview" className="mt-8">
      <TabsList aria-label={t('gamification.tabs.label')} className="max-w-2xl">
        {GAMIFICATION_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`gamification.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="mt-6">
        <OverviewPanel me={progress} isError={me.isError} />
      </TabsContent>
      <TabsContent value="levels" className="mt-6">
        <LevelsPanel />
      </TabsContent>
      <TabsContent value="achievements" className="mt-6">
        <AchievementsPanel achievements={progress?.achievements ?? null} />
      </TabsContent>
      <TabsContent value="leaderboard" className="mt-6">
        <LeaderboardPanel leaderboard={leaderboard.data} isError={leaderboard.isError} userId={userId ?? null} />
      </TabsContent>
    </Tabs>
  );
}
