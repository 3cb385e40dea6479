import type { DiscoveryTab } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDiscoveryPage } from '@/features/discovery/api/get-discovery-page';
import { DiscoveryCard } from '@/features/discovery/components/discovery-card';

type DiscoveryGridProps = { tab: DiscoveryTab; onConnectionChange?: () => void };

/** One tab's cards, 20 at a time, with 'Charger plus' while the server has more (SPEC §9). */
export function DiscoveryGrid({ tab, onConnectionChange }: DiscoveryGridProps) {
  const { t } = useTranslation();
  const discovery = useDiscoveryPage(tab);

  if (discovery.isPending) return <Spinner label={t('discovery.loading')} />;
  if (discovery.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-12 text-center">
        <p>{t('discovery.loadFailed')}</p>
        <Button variant="outline" onClick={() => void discovery.refetch()}>
          {t('discovery.retry')}
        </Button>
      </div>
    );
  }

  const cards = discovery.data.pages.flatMap((page) => page.profiles);
  if (cards.length === 0) return <p className="py-12 text-center text-muted-foreground">{t('discovery.empty')}</p>;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <DiscoveryCard card={card} onConnectionChange={onConnectionChange} />
          </li>
        ))}
      </ul>
      {discovery.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={discovery.isFetchingNextPage} onClick={() => void discovery.fetchNextPage()}>
          {discovery.isFetchingNextPage ? t('discovery.loading') : t('discovery.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
