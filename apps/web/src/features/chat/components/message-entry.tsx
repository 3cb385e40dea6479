import { DEFAULT_LEVEL, type ChatMessage } from '@la-meute/shared';
import { AlertCircle, EyeOff, LoaderCircle, Reply } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReportButton } from '@/entities/report/components/report-button';
import { Button } from '@/components/ui/button';
import { LikeButton } from '@/components/ui/like-button';
import type { TimelineEntry, PendingMessage } from '@/features/chat/lib/timeline';
import { isOwnMessage, type ChatViewer } from '@/features/chat/lib/viewer';
import type { ProfileTarget } from '@/types/profile-target';
import { MessageRow, type MessageAuthor } from './message-row';

export type EntryHandlers = {
  onReply: (message: ChatMessage) => void;
  onLike: (message: ChatMessage) => void;
  onRetry: (pending: PendingMessage) => void;
  onDiscard: (clientId: string) => void;
  onOpenProfile: (target: ProfileTarget) => void;
};

type MessageEntryProps = EntryHandlers & {
  entry: TimelineEntry;
  viewer: ChatViewer;
  formatTime: (date: string) => string;
  fullDate: (date: string) => string;
};

function viewerAuthor(viewer: ChatViewer): MessageAuthor {
  if (viewer.kind === 'member') return { name: viewer.name, userId: viewer.userId, avatarUrl: null, level: viewer.level };
  return { name: viewer.kind === 'pseudonym' ? viewer.name : '', userId: null, avatarUrl: null, level: DEFAULT_LEVEL };
}

function PendingFooter({ pending, onRetry, onDiscard }: { pending: PendingMessage } & Pick<EntryHandlers, 'onRetry' | 'onDiscard'>) {
  const { t } = useTranslation();
  if (pending.status === 'sending') {
    return (
      <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
        {t('chat.messages.sending')}
      </p>
    );
  }
  if (pending.status === 'moderated') {
    return (
      <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <EyeOff aria-hidden="true" className="size-3" />
        {t('chat.messages.moderatedHint')}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-destructive">
      <span className="inline-flex items-center gap-1.5">
        <AlertCircle aria-hidden="true" className="size-3" />
        {t('chat.messages.failed')}
      </span>
      <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => onRetry(pending)}>
        {t('chat.messages.retry')}
      </Button>
      <Button variant="link" size="sm" className="h-auto p-0 text-xs text-muted-foreground" onClick={() => onDiscard(pending.clientId)}>
        {t('chat.messages.discard')}
      </Button>
    </p>
  );
}

function ReplyButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('chat.messages.reply', { name })}
      className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <Reply aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** A server message with its reply and like buttons, or a local copy with its sending state. */
export function MessageEntry({ entry, viewer, formatTime, fullDate, ...handlers }: MessageEntryProps) {
  const { t } = useTranslation();
  if (entry.kind === 'pending') {
    const { pending } = entry;
    return (
      <MessageRow
        author={viewerAuthor(viewer)}
        content={pending.content}
        mediaUrls={pending.mediaUrls}
        replyTo={pending.replyTo}
        createdAt={pending.createdAt}
        own
        moderated={pending.status === 'moderated'}
        formatTime={formatTime}
        fullDate={fullDate}
        onOpenProfile={handlers.onOpenProfile}
        className={pending.status === 'sending' ? 'opacity-70' : undefined}
        footer={<PendingFooter pending={pending} onRetry={handlers.onRetry} onDiscard={handlers.onDiscard} />}
      />
    );
  }
  const { message } = entry;
  const own = isOwnMessage(viewer, message);
  return (
    <MessageRow
      author={{
        name: message.pseudonym,
        userId: message.author?.id ?? null,
        avatarUrl: message.author?.avatarUrl ?? null,
        level: message.author?.level ?? DEFAULT_LEVEL,
      }}
      content={message.content}
      mediaUrls={message.mediaUrls}
      replyTo={message.replyTo}
      createdAt={message.createdAt}
      own={own}
      canTranslate={viewer.kind === 'member' && !own}
      formatTime={formatTime}
      fullDate={fullDate}
      onOpenProfile={handlers.onOpenProfile}
      actions={
        <>
          {/* A visitor cannot write, hence cannot answer. */}
          {viewer.kind === 'visitor' ? null : <ReplyButton name={message.pseudonym} onClick={() => handlers.onReply(message)} />}
          {/* Without a member session the heart stays focusable: its click explains that liking needs signing in. */}
          <LikeButton
            liked={message.likedByViewer}
            count={message.likesCount}
            label={t('chat.messages.like', { count: message.likesCount })}
            canLike={viewer.kind === 'member'}
            unavailable="explain"
            size="sm"
            onToggle={() => handlers.onLike(message)}
          />
          {own ? null : <ReportButton targetType="chat_message" targetId={message.id} display="icon" className="size-7 rounded-full [&_svg]:size-3.5" />}
        </>
      }
    />
  );
}
