import type { PresenceEntry } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import type { ProfileTarget } from '@/types/profile-target';

type OnlineListProps = {
  members: PresenceEntry[];
  /** Everyone present, which may exceed the entries sent; null until the first presence update. */
  total: number | null;
  channelLabel: string;
  isSelf: (entry: PresenceEntry) => boolean;
  onOpenProfile: (target: ProfileTarget) => void;
};

/** Who is connected to the channel now: members (their profile opens) and pseudonyms. */
export function OnlineList({ members, total, channelLabel, isSelf, onOpenProfile }: OnlineListProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 p-3">
      <p className="px-1 text-xs font-medium text-muted-foreground" aria-live="polite">
        {t('chat.channels.online', { count: total ?? 0 })}
      </p>
      {members.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t('chat.online.empty')}</p>
      ) : (
        <ul aria-label={t('chat.online.label', { channel: channelLabel })} className="grid gap-0.5">
          {members.map((entry) => {
            const self = isSelf(entry);
            const body = (
              <>
                <span className="relative">
                  <Avatar name={entry.name} avatarUrl={entry.avatarUrl} size="xs" anonymous={entry.anonymous} />
                  <span aria-hidden="true" className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full border-2 border-card bg-emerald-500" />
                </span>
                <span className="min-w-0 flex-1 truncate">
                  {entry.name}
                  {self ? <span className="text-muted-foreground"> ({t('chat.messages.you')})</span> : null}
                </span>
                {entry.anonymous ? <span className="text-[0.7rem] text-muted-foreground">{t('chat.messages.anonymous')}</span> : null}
              </>
            );
            const key = entry.userId ?? `anonymous:${entry.name}`;
            const userId = entry.anonymous ? null : entry.userId;
            return (
              <li key={key}>
                {userId ? (
                  <button
                    type="button"
                    onClick={() => onOpenProfile({ userId, name: entry.name })}
                    aria-label={t('chat.messages.openProfile', { name: entry.name })}
                    className="flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted"
                  >
                    {body}
                  </button>
                ) : (
                  <div className="flex items-center gap-2.5 px-2 py-1.5 text-sm">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
