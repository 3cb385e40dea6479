import { DISCOVERY_TABS, PAGE_ROUTES, type DiscoveryTab } from '@la-meute/shared';
import { Heart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DiscoveryGrid } from '@/features/discovery/components/discovery-grid';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

type DiscoveryPageProps = {
  title: string;
  /** Shown beside the grid (the route puts the member's connections there). */
  aside?: ReactNode;
  /** Called when a card's request changed a connection (it accepted theirs). */
  onConnectionChange?: () => void;
};

function isDiscoveryTab(value: string): value is DiscoveryTab {
  return (DISCOVERY_TABS as readonly string[]).includes(value);
}

/** SPEC §2 Discover People: tabs all, friendship, dating, networking, events; a grid of cards. */
export function DiscoveryPage({ title, aside, onConnectionChange }: DiscoveryPageProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [tab, setTab] = useState<DiscoveryTab>('all');

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{t('discovery.intro')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={(value) => isDiscoveryTab(value) && setTab(value)}>
          <TabsList aria-label={t('discovery.tabs.label')} className="flex-wrap">
            {DISCOVERY_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`discovery.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {DISCOVERY_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              {/* The tab only filters by what members seek; swiping and matches live on /dating. */}
              {value === 'dating' ? (
                <Button asChild variant="outline" size="sm" className="mb-4">
                  <Link to={localize(PAGE_ROUTES.dating)}>
                    <Heart aria-hidden="true" />
                    {t('discovery.datingLink')}
                  </Link>
                </Button>
              ) : null}
              <DiscoveryGrid tab={value} onConnectionChange={onConnectionChange} />
            </TabsContent>
          ))}
        </Tabs>
        {aside}
      </div>
    </div>
  );
}
