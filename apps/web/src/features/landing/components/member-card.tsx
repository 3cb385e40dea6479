import type { MemberCard as MemberCardData } from '@la-meute/shared';
import { MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { levelLabel } from '@/entities/member/lib/level-label';

export function MemberCard({ member }: { member: MemberCardData }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-3 py-5 text-center shadow-sm sm:p-6">
      <div className="relative">
        {/* Below the fold: the picture is fetched only when the visitor scrolls near it. */}
        <Avatar name={member.displayName || member.username} avatarUrl={member.avatarUrl} size="2xl" className="font-bold ring-4 ring-secondary" />
        {member.online ? (
          <span className="absolute bottom-0.5 right-0.5 size-4 rounded-full bg-emerald-600 ring-2 ring-card">
            <span className="sr-only">{t('landing.community.online')}</span>
          </span>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h3 className="break-all text-base font-semibold">{member.displayName || member.username}</h3>
        <p className="text-sm text-secondary-foreground">{levelLabel(t, member.level)}</p>
        {member.locationCity ? (
          <p className="inline-flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {member.locationCity}
          </p>
        ) : null}
      </div>
    </li>
  );
}
