import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AchievementsPanel } from './achievements-panel';
import { LeaderboardPanel } from './leaderboard-panel';
import { LevelsPanel } from './levels-panel';
import { OverviewPanel } from './overview-panel';

const GAMIFICATION_TABS = ['overview', 'levels', 'achievements', 'leaderboard'] as const;

/** SPEC §2: the gamification page's four tabs. */
export function GamificationTabs() {
  const { t } = useTranslation();
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
        <OverviewPanel />
      </TabsContent>
      <TabsContent value="levels" className="mt-6">
        <LevelsPanel />
      </TabsContent>
      <TabsContent value="achievements" className="mt-6">
        <AchievementsPanel />
      </TabsContent>
      <TabsContent value="leaderboard" className="mt-6">
        <LeaderboardPanel />
      </TabsContent>
    </Tabs>
  );
}
