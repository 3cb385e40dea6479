import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMatchNotifications } from '../hooks/use-match-notifications';
import { DiscoverPanel } from './discover-panel';
import { MatchesPanel } from './matches-panel';
import { PreferencesForm } from './preferences-form';

const TABS = ['discover', 'matches', 'preferences'] as const;
type DatingTab = (typeof TABS)[number];

const isDatingTab = (value: string): value is DatingTab => (TABS as readonly string[]).includes(value);

/**
 * SPEC §2 Dating: tabs discover, matches ('Affinités'), preferences — for a signed-in member.
 * `?tab=matches` opens on a tab: a match notification leads there.
 */
export function DatingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('tab') ?? '';
  const [tab, setTab] = useState<DatingTab>(isDatingTab(wanted) ? wanted : 'discover');
  // Matches already announced, by the dialog or the live toast: each is announced once.
  const [announced] = useState(() => new Set<string>());
  useMatchNotifications(announced);

  return (
    <Tabs value={tab} onValueChange={(value) => isDatingTab(value) && setTab(value)}>
      <TabsList aria-label={t('dating.tabs.label')} className="mx-auto max-w-xl">
        {TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`dating.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="discover">
        <DiscoverPanel announced={announced} onOpenPreferences={() => setTab('preferences')} />
      </TabsContent>
      <TabsContent value="matches">
        <MatchesPanel />
      </TabsContent>
      <TabsContent value="preferences">
        <PreferencesForm />
      </TabsContent>
    </Tabs>
  );
}
