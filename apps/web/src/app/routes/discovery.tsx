import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { connectionsKeys } from '@/features/connections/api/query-keys';
import { ConnectionsPanel } from '@/features/connections/components/connections-panel';
import { discoveryKeys } from '@/features/discovery/api/query-keys';
import { DiscoveryPage } from '@/features/discovery/components/discovery-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/**
 * SPEC §2 Discover People, behind the member gate (require-member.tsx). The route ties the two
 * features: answering a request refreshes the cards, a card accepting one refreshes the panel.
 */
export function DiscoveryRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePageTitle();

  return (
    <DiscoveryPage
      title={t('pages.discovery.title')}
      onConnectionChange={() => void queryClient.invalidateQueries({ queryKey: connectionsKeys.all })}
      aside={<ConnectionsPanel onChange={() => void queryClient.invalidateQueries({ queryKey: discoveryKeys.all })} />}
    />
  );
}
