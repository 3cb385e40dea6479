import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar, type AvatarSize } from '@/components/ui/avatar';
import { cn } from '@/lib/dom/utils';

type ParticipantAvatarProps = {
  name: string;
  avatarUrl: string | null;
  /** Absent when the member hides their presence: no dot, as for someone offline. */
  online?: boolean;
  size?: AvatarSize;
  /**
   * The dot's 'En ligne' for screen readers; off where the status is already written next to the
   * avatar (the conversation header), so it is not read twice.
   */
  announceOnline?: boolean;
  className?: string;
};

/** SPEC §2: the avatar (initial fallback) with a green dot while the member is online. */
export function ParticipantAvatar({ name, avatarUrl, online = false, size = 'lg', announceOnline = true, className }: ParticipantAvatarProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <Avatar name={name} avatarUrl={avatarUrl} size={size} />
      {online ? (
        <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-card bg-green-500">
          {announceOnline ? <span className="sr-only">{t('conversation.online')}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
