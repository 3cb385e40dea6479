import type { NotificationGroup } from '@la-meute/shared';
import { Bell } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { useChannelLabel } from '@/entities/channel/channel-label';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { cn } from '@/lib/dom/utils';
import { actorName, notificationNote, notificationSubject, notificationText } from '../utils/notification-text';

/**
 * One row's content, in the panel and on the page: who (the latest actor's picture, or a bell for
 * the system), the sentence, what it is about, when, and a dot while it is new.
 */
export function NotificationRowContent({ group }: { group: NotificationGroup }) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const fullDate = useFullDate();
  const actor = group.actors[0];
  const channelLabel = useChannelLabel();
  const subject = notificationSubject(group.data, { t, channel: channelLabel });
  const note = notificationNote(t, group.kind);
  const unread = group.readAt === null;
  return (
    <>
      {actor ? (
        <Avatar name={actorName(actor)} avatarUrl={actor.avatarUrl} />
      ) : (
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-primary">
          <Bell className="size-4" />
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5 text-left">
        <span className={cn('text-sm leading-snug', unread && 'font-semibold')}>{notificationText(t, group)}</span>
        {subject ? <span className="truncate text-xs text-muted-foreground">{subject}</span> : null}
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
        <time dateTime={group.createdAt} title={fullDate(group.createdAt)} className="text-xs text-muted-foreground">
          {relativeTime(group.createdAt)}
        </time>
      </span>
      {unread ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.centre.unreadMark')}</span>
        </span>
      ) : null}
    </>
  );
}
