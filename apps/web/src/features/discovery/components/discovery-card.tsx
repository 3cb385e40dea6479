import { PAGE_ROUTES, type DiscoveryCard as DiscoveryCardData } from '@la-meute/shared';
import { Check, MapPin, MessageCircle, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { CompatibilityBadge, InterestChips } from '@/entities/member/components/member-card-details';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { useRequestConnection } from '@/features/discovery/api/request-connection';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

type DiscoveryCardProps = {
  card: DiscoveryCardData;
  /** Called when the request changed a connection (it accepted theirs). */
  onConnectionChange?: () => void;
};

function ConnectButton({ card, onConnectionChange }: DiscoveryCardProps) {
  const { t } = useTranslation();
  const request = useRequestConnection();
  const { connection } = card;

  function add() {
    request.mutate(card.id, {
      onSuccess: ({ connection: created }) => {
        if (created.status === 'accepted') onConnectionChange?.();
      },
      onError: (error) => toast({ title: t('discovery.requestFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  if (connection === 'pending-sent' || connection === 'accepted') {
    return (
      <Button variant="secondary" disabled>
        <Check aria-hidden="true" />
        {connection === 'accepted' ? t('discovery.card.connected') : t('discovery.card.requested')}
      </Button>
    );
  }
  return (
    <Button onClick={add} disabled={request.isPending}>
      <UserPlus aria-hidden="true" />
      {request.isPending ? t('discovery.card.adding') : connection === 'pending-received' ? t('discovery.card.acceptRequest') : t('discovery.card.add')}
    </Button>
  );
}

/** SPEC §2 Discover People: one member's card, with what their privacy settings let the server send. */
export function DiscoveryCard({ card, onConnectionChange }: DiscoveryCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const headingId = `discovery-card-${card.id}`;

  return (
    <Card className="h-full p-5">
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={card.displayName} avatarUrl={card.avatarUrl} size="xl" />
          <div className="grid min-w-0 gap-0.5">
            <h2 id={headingId} className="truncate text-base font-semibold">
              {card.displayName}
            </h2>
            <p className="truncate text-sm text-muted-foreground">@{card.username}</p>
            {card.age !== null || card.locationCity ? (
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                {card.age !== null ? (
                  <span>
                    <span className="sr-only">{t('discovery.card.ageLabel')} : </span>
                    {t('discovery.card.age', { count: card.age })}
                  </span>
                ) : null}
                {card.locationCity ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('discovery.card.city')} : </span>
                    {card.locationCity}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>

        <CompatibilityBadge
          text={t('discovery.card.compatibility', { percent: card.compatibility })}
          label={t('discovery.card.compatibilityLabel', { percent: card.compatibility })}
        />

        <InterestChips
          interests={card.interests}
          more={card.moreInterests}
          label={t('discovery.card.interests', { name: card.displayName })}
          moreLabel={t('discovery.card.moreInterests', { count: card.moreInterests })}
        />

        <div className="mt-auto grid grid-cols-2 gap-2">
          <ConnectButton card={card} onConnectionChange={onConnectionChange} />
          <Button
            variant="outline"
            onClick={() => void navigate(`${localize(PAGE_ROUTES.messages)}?${new URLSearchParams({ user: card.id }).toString()}`)}
          >
            <MessageCircle aria-hidden="true" />
            {t('discovery.card.message')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
