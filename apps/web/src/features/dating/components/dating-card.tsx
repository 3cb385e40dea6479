import type { DatingCard as DatingCardData } from '@la-meute/shared';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CompatibilityBadge, InterestChips } from '@/entities/member/components/member-card-details';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { levelLabel } from '@/entities/member/lib/level-label';

type DatingCardProps = {
  card: DatingCardData;
  /** Buttons under the card ('Passer' and "J'aime", or 'Message privé' and unmatch). */
  actions?: ReactNode;
  /** Only the discover card shows the whole bio. */
  compact?: boolean;
};

/** SPEC §3 dating profile: photo, name, age and city if shown, level, bio, 3 interests plus a count, compatibility. */
export function DatingCard({ card, actions, compact = false }: DatingCardProps) {
  const { t } = useTranslation();
  const headingId = `dating-card-${card.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="grid gap-4">
        <div className="flex items-center gap-4">
          <Avatar name={card.displayName} avatarUrl={card.avatarUrl} size="xl" />
          <div className="grid min-w-0 gap-0.5">
            <h2 id={headingId} className="truncate text-lg font-semibold">
              {card.displayName}
              {card.age !== null ? <span className="font-normal text-muted-foreground">, {t('dating.card.age', { count: card.age })}</span> : null}
            </h2>
            {card.locationCity ? (
              <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('dating.card.city')} : </span>
                {card.locationCity}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{levelLabel(t, card.level)}</p>
          </div>
        </div>
        <CompatibilityBadge text={t('dating.card.compatibility', { percent: card.compatibility })} />
        {card.bio && !compact ? <p className="text-sm whitespace-pre-line">{card.bio}</p> : null}
        <InterestChips
          interests={card.interests}
          more={card.moreInterests}
          label={t('dating.card.interests', { name: card.displayName })}
          moreLabel={t('dating.card.moreInterests', { count: card.moreInterests })}
        />
        {actions}
      </article>
    </Card>
  );
}
