import type { PublicConfig } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DonatePanel } from './donate-panel';
import { ImpactPanel } from './impact-panel';
import { TransparencyPanel } from './transparency-panel';

export const SUPPORT_TABS = ['donate', 'impact', 'transparency'] as const;

type SupportTabsProps = {
  config: PublicConfig | undefined;
  configFailed: boolean;
};

/** SPEC §2: the support page's three tabs — donate, impact, transparency. */
export function SupportTabs({ config, configFailed }: SupportTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="donate" className="mt-8">
      <TabsList aria-label={t('support.tabs.label')} className="max-w-xl">
        {SUPPORT_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`support.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="donate" className="mt-6">
        <DonatePanel contactEmail={config?.links.contactEmail} />
      </TabsContent>
      <TabsContent value="impact" className="mt-6">
        <ImpactPanel />
      </TabsContent>
      <TabsContent value="transparency" className="mt-6">
        <TransparencyPanel donations={config?.donations} isError={configFailed} />
      </TabsContent>
    </Tabs>
  );
}
