import type { ConversationSummary } from '@la-meute/shared';
import { SquarePen, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/dom/utils';
import { useRelativeTime } from '@/lib/i18n/use-relative-time';
import { conversationName, otherParticipant, participantName } from '@/features/messaging/lib/conversation-names';
import { filterConversations } from '@/features/messaging/lib/messages-list';
import { ParticipantAvatar } from './participant-avatar';

type MessagesConversationListProps = {
  conversations: ConversationSummary[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  onNewConversation: () => void;
  /** Starts loading the new-conversation panel before the click (a pointer over the button). */
  onPreloadNew: () => void;
  className?: string;
};

/**
 * SPEC §2 /messages: the member's private and group conversations, newest activity first, with a
 * search on titles, names and usernames, unread counts and the time of the last message.
 */
export function MessagesConversationList(props: MessagesConversationListProps) {
  const { conversations, isPending, isError, onRetry, selectedId, onSelect, onNewConversation, onPreloadNew, className } = props;
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterConversations(conversations, search), [conversations, search]);

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex items-end gap-2 border-b p-3">
        <TextField
          id={`${id}-search`}
          label={t('messages.list.searchLabel')}
          hideLabel
          className="min-w-0 flex-1 gap-1"
          type="search"
          value={search}
          autoComplete="off"
          placeholder={t('messages.list.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          size="icon"
          aria-label={t('messages.new.open')}
          title={t('messages.new.open')}
          onPointerEnter={onPreloadNew}
          onFocus={onPreloadNew}
          onClick={onNewConversation}
          className="shrink-0"
        >
          <SquarePen aria-hidden="true" />
        </Button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <Spinner label={t('messages.list.loading')} />
        ) : isError && conversations.length === 0 ? (
          <div role="alert" className="grid justify-items-center gap-3 p-6 text-center text-sm">
            <p>{t('conversation.toast.loadConversations')}</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="grid justify-items-center gap-1 p-6 text-center">
            <p className="font-medium">{t('messages.list.emptyTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('messages.list.emptyText')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p role="status" className="p-6 text-center text-sm text-muted-foreground">
            {t('messages.list.noMatch', { search: search.trim() })}
          </p>
        ) : (
          <ul aria-label={t('messages.list.label')} className="grid gap-0.5 p-2">
            {shown.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} selected={conversation.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({ conversation, selected, onSelect }: { conversation: ConversationSummary; selected: boolean; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const formatTime = useRelativeTime();
  const group = conversation.type === 'group';
  const name = conversationName(conversation, t('messages.group.defaultTitle')) ?? t('conversation.unknownUser');
  const other = otherParticipant(conversation);
  const lastAt = conversation.lastMessage?.createdAt ?? conversation.lastMessageAt;
  // A group names its members under its title; a private row shows the other's @username.
  const subtitle = group
    ? conversation.participants.map((member) => participantName(member) ?? t('conversation.unknownUser')).join(', ')
    : other
      ? `@${other.username}`
      : '';

  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        selected && 'bg-muted',
      )}
    >
      {group ? (
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Users aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('messages.list.group')}</span>
        </span>
      ) : (
        <ParticipantAvatar name={name} avatarUrl={other?.avatarUrl ?? null} online={other?.online} />
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{name}</span>
          {lastAt ? <time dateTime={lastAt} className="shrink-0 text-xs text-muted-foreground">{formatTime(lastAt)}</time> : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-xs text-muted-foreground">{subtitle}</span>
          {conversation.unreadCount > 0 ? (
            <span className="inline-flex min-w-5 shrink-0 justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              <span aria-hidden="true">{conversation.unreadCount}</span>
              <span className="sr-only">{t('conversation.unread', { count: conversation.unreadCount })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
