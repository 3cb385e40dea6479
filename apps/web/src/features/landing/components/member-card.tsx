import type { MemberCard as MemberCardData } from '@la-meute/shared';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const AVATAR_SIZE_PX = 64;

function initialOf(name: string): string {
  return (name.trim().charAt(0) || '?').toLocaleUpperCase();
}

function Avatar({ member }: { member: MemberCardData }) {
  const [broken, setBroken] = useState(false);
  if (member.avatarUrl && !broken) {
    return (
      <img
        src={member.avatarUrl}
        alt=""
        width={AVATAR_SIZE_PX}
        height={AVATAR_SIZE_PX}
        // Below the fold: fetched only when the visitor scrolls near it.
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="size-16 rounded-full object-cover ring-4 ring-secondary"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground ring-4 ring-secondary"
    >
      {initialOf(member.displayName || member.username)}
    </span>
  );
}

export function MemberCard({ member }: { member: MemberCardData }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-3 py-5 text-center shadow-sm sm:p-6">
      <div className="relative">
        <Avatar member={member} />
        {member.online ? (
          <span className="absolute bottom-0.5 right-0.5 size-4 rounded-full bg-emerald-600 ring-2 ring-card">
            <span className="sr-only">{t('landing.community.online')}</span>
          </span>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h3 className="break-all text-base font-semibold">{member.displayName || member.username}</h3>
        <p className="text-sm text-secondary-foreground">{member.levelName}</p>
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
