import type { ConversationSummary } from '@la-meute/shared';
import { MessageCircle, Search, SquarePen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { cn } from '@/lib/dom/utils';
import { otherParticipant, participantName } from '@/features/messaging/lib/conversation-names';
import { ParticipantAvatar } from './participant-avatar';

type DirectMessagesListProps = {
  /** The private conversations matching the search (lib/direct-conversations.ts). */
  conversations: ConversationSummary[];
  /** Whether the member has any private conversation at all, whatever the search. */
  hasAny: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (conversation: ConversationSummary) => void;
  formatTime: (date: string) => string;
  /** Opens the member picker: 'Commencez une nouvelle conversation' is then something to click. */
  onStartNew: () => void;
  onPreloadNew: () => void;
};

/** SPEC §2 /direct-messages, left pane: the search and one row per private conversation. */
export function DirectMessagesList(props: DirectMessagesListProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('directMessages.search')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id={searchId}
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('directMessages.search')}
            className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ListBody {...props} />
      </div>
    </div>
  );
}

function ListBody({ conversations, hasAny, loading, failed, onRetry, search, selectedId, onSelect, formatTime, onStartNew, onPreloadNew }: DirectMessagesListProps) {
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('directMessages.loading')} />;
  if (failed && !hasAny) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-6 text-center">
        <p className="text-sm">{t('conversation.toast.loadConversations')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!hasAny) {
    return (
      <div className="grid justify-items-center gap-2 p-6 text-center">
        <MessageCircle aria-hidden="true" className="size-10 text-muted-foreground/60" />
        <p className="font-medium">{t('directMessages.empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('directMessages.empty.text')}</p>
        <Button variant="outline" size="sm" className="mt-2" onPointerEnter={onPreloadNew} onFocus={onPreloadNew} onClick={onStartNew}>
          <SquarePen aria-hidden="true" />
          {t('messages.new.open')}
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return <p className="p-6 text-center text-sm text-muted-foreground">{t('directMessages.noMatch', { search: search.trim() })}</p>;
  }
  return (
    <ul aria-label={t('directMessages.list')} className="grid">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            onSelect={() => onSelect(conversation)}
            formatTime={formatTime}
          />
        </li>
      ))}
    </ul>
  );
}

type ConversationRowProps = {
  conversation: ConversationSummary;
  selected: boolean;
  onSelect: () => void;
  formatTime: (date: string) => string;
};

function ConversationRow({ conversation, selected, onSelect, formatTime }: ConversationRowProps) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const other = otherParticipant(conversation);
  const name = participantName(other) ?? t('conversation.unknownUser');
  // The open conversation is being read (its messages are marked read as they arrive): a count
  // for it, from a live update racing that mark, would only flicker.
  const unread = selected ? 0 : conversation.unreadCount;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 border-b px-3 py-3 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        selected && 'bg-secondary/60',
      )}
    >
      <ParticipantAvatar name={name} avatarUrl={other?.avatarUrl ?? null} online={other?.online} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>{name}</span>
          {conversation.lastMessageAt ? (
            <time dateTime={conversation.lastMessageAt} title={fullDate(conversation.lastMessageAt)} className="shrink-0 text-xs text-muted-foreground">
              {formatTime(conversation.lastMessageAt)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          {other?.username ? <span className="truncate text-sm text-muted-foreground">@{other.username}</span> : <span />}
          {unread > 0 ? (
            <span className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t('conversation.unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
