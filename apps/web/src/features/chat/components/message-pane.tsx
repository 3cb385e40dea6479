import { CHAT_API, type ChatMessage } from '@la-meute/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { PendingWrites } from '@/components/pending-writes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { carryPageTexts } from '@/lib/i18n/i18n';
import { useOutbox } from '@/lib/offline/use-outbox';
import type { RoomStatus } from '@/lib/realtime/realtime';
import { useToggleChatLike } from '@/features/chat/api/toggle-chat-like';
import { useChatTimeline } from '@/features/chat/hooks/use-chat-timeline';
import { toastLikeFailure, toastSignInRequired } from '@/features/chat/lib/chat-toasts';
import { isOwnMessage, type ChatViewer } from '@/features/chat/lib/viewer';
import type { ProfileTarget } from '@/types/profile-target';
import { MessageList } from './message-list';
import { PseudonymBanner } from './pseudonym-banner';

// The composer (attachments, upload progress) and a visitor's pseudonym form (react-hook-form):
// a member's chat goes live without their code, and the server's HTML stands until it is there.
const ChatComposer = deferPart(() => import('./chat-composer').then((module) => module.ChatComposer));
const VisitorPanel = deferPart(() => import('./visitor-panel').then((module) => module.VisitorPanel));

type MessagePaneProps = {
  channelId: string;
  channelLabel: string;
  viewer: ChatViewer;
  roomStatus: RoomStatus | 'idle';
  receiveMessage: (message: ChatMessage) => void;
  formatTime: (date: string) => string;
  onOpenProfile: (target: ProfileTarget) => void;
  onJoinPseudonym: (pseudonym: string) => Promise<void>;
  onLeavePseudonym: () => void;
};

/** One channel's conversation and the way to write in it. Keyed by channel: local copies stay with it. */
export function MessagePane({ channelId, channelLabel, viewer, roomStatus, receiveMessage, formatTime, ...props }: MessagePaneProps) {
  const { t } = useTranslation();
  // The room's state shows once the page is live and joins it.
  carryPageTexts('chat.connection.connecting', 'chat.connection.failed');
  const isOwn = useCallback((message: ChatMessage) => isOwnMessage(viewer, message), [viewer]);
  const viewerId = viewer.kind === 'member' ? viewer.userId : null;
  const { history, entries, send, retry, discard } = useChatTimeline({ channelId, viewerId, isOwn, receiveMessage });
  const like = useToggleChatLike(channelId);
  const waiting = useOutbox(CHAT_API.send, viewerId, channelId);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  function onSend(content: string, mediaUrls: string[]): boolean {
    // SPEC §5: a user or an anonymous session is needed to send.
    if (viewer.kind === 'visitor') {
      toastSignInRequired(t, 'send');
      return false;
    }
    send(content, replyTo, mediaUrls);
    setReplyTo(null);
    return true;
  }

  function onLike(message: ChatMessage) {
    // SPEC §5/§6: liking needs a signed-in member; pseudonyms cannot like either.
    if (viewer.kind !== 'member') {
      toastSignInRequired(t, 'like');
      return;
    }
    like.mutate(message.id, { onError: (error) => toastLikeFailure(t, error) });
  }

  function onReply(message: ChatMessage) {
    setReplyTo(message);
    inputRef.current?.focus();
  }

  return (
    <>
      {history.isPending ? (
        <Spinner label={t('chat.messages.loading')} className="flex-1" />
      ) : history.isError ? (
        <div role="alert" className="grid flex-1 content-center justify-items-center gap-3 p-6 text-center">
          <p className="text-sm">{t('chat.messages.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {t('chat.channels.retry')}
          </Button>
        </div>
      ) : (
        <MessageList
          entries={entries}
          viewer={viewer}
          channelLabel={channelLabel}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
          formatTime={formatTime}
          onReply={onReply}
          onLike={onLike}
          onRetry={retry}
          onDiscard={discard}
          onOpenProfile={props.onOpenProfile}
        />
      )}
      <div className="grid grid-cols-1 gap-2 border-t bg-card p-3">
        <PendingWrites entries={waiting} label={t('chat.pending')} />
        {roomStatus === 'joining' && !history.isPending ? (
          <p role="status" className="px-1 text-xs text-muted-foreground">
            {t('chat.connection.connecting')}
          </p>
        ) : roomStatus === 'failed' ? (
          <p role="alert" className="px-1 text-xs text-destructive">
            {t('chat.connection.failed')}
          </p>
        ) : null}
        {viewer.kind === 'visitor' ? (
          <HydrateApart>
            <VisitorPanel onJoin={props.onJoinPseudonym} />
          </HydrateApart>
        ) : null}
        {viewer.kind === 'pseudonym' ? <PseudonymBanner pseudonym={viewer.name} onLeave={props.onLeavePseudonym} /> : null}
        <HydrateApart>
          <ChatComposer
            canWrite={viewer.kind !== 'visitor'}
            canAttach={viewer.kind === 'member'}
            channelLabel={channelLabel}
            replyTo={replyTo}
            onCancelReply={() => {
              setReplyTo(null);
              inputRef.current?.focus();
            }}
            onSend={onSend}
            inputRef={inputRef}
          />
        </HydrateApart>
      </div>
    </>
  );
}
