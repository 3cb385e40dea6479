import type { ConversationSummary } from '@la-meute/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { JumpToLatestButton } from '@/components/ui/jump-to-latest-button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/dom/utils';
import { useFollowBottom } from '@/lib/dom/use-follow-bottom';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { useConversationMessages } from '@/features/messaging/api/get-conversation-messages';
import { useConversationRoom } from '@/features/messaging/hooks/use-conversation-room';
import { conversationName } from '@/features/messaging/lib/conversation-names';
import { flattenMessages, isReadByOthers } from '@/features/messaging/lib/messages-cache';
import { toastMessagingError } from '@/features/messaging/lib/messaging-toasts';
import { buildThreadItems } from '@/features/messaging/lib/thread-items';
import { ConversationBubble } from './conversation-bubble';
import { MessageComposer } from './message-composer';

// Close enough to the top to fetch the previous page before the reader reaches it.
const LOAD_OLDER_THRESHOLD_PX = 120;

type ConversationThreadProps = {
  conversation: ConversationSummary;
  /** The signed-in member: their messages are the right-aligned ones. */
  viewerId: string;
  className?: string;
};

/**
 * One conversation, live: its messages (older pages on scroll up), who is typing, and the composer.
 * It follows new messages while the reader is at the bottom (SPEC §2 auto-scroll to the newest).
 */
export function ConversationThread({ conversation, viewerId, className }: ConversationThreadProps) {
  const { t } = useTranslation();
  const formatTime = useRelativeTime();
  const fullDate = useFullDate();
  const query = useConversationMessages(conversation.id);
  const { status, typists, signalTyping } = useConversationRoom(conversation.id, viewerId);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const items = useMemo(() => buildThreadItems(messages, viewerId, conversation.type === 'group'), [messages, viewerId, conversation.type]);
  const name = conversationName(conversation, t('messages.group.defaultTitle')) ?? t('conversation.unknownUser');
  const last = messages.at(-1);
  const { scrollRef, contentRef, onScroll, atBottom, scrollToBottom } = useFollowBottom({
    firstKey: messages[0]?.id,
    lastKey: last?.id,
    lastIsOwn: last?.senderId === viewerId,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, error } = query;
  const loadOlder = () => void fetchNextPage();

  // SPEC §8: 'Impossible de charger les messages', once per failure (a first page or an older one).
  useEffect(() => {
    if (isError) toastMessagingError(t, 'loadMessages', error);
  }, [isError, error, t]);

  // A first page shorter than the pane cannot be scrolled up: fetch the next one at once.
  useEffect(() => {
    const node = scrollRef.current;
    if (node && hasNextPage && !isFetchingNextPage && !isError && node.scrollHeight <= node.clientHeight) void fetchNextPage();
  }, [messages.length, hasNextPage, isFetchingNextPage, isError, fetchNextPage, scrollRef]);

  const typingText =
    typists.length === 0
      ? ''
      : typists.length === 1
        ? t('conversation.typing', { name: typists[0]?.displayName })
        : t('conversation.typingMany', { names: typists.map((typist) => typist.displayName).join(', ') });

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <div className="relative min-h-0 flex-1">
        {query.isPending ? (
          <Spinner label={t('conversation.messages.loading')} className="h-full py-0" />
        ) : query.isError && messages.length === 0 ? (
          <div role="alert" className="grid h-full content-center justify-items-center gap-3 p-6 text-center">
            <p className="text-sm">{t('conversation.toast.loadMessages')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div
            ref={scrollRef}
            onScroll={() => {
              onScroll();
              const node = scrollRef.current;
              if (node && node.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasNextPage && !isFetchingNextPage && !isError) loadOlder();
            }}
            // Scroll anchoring is done by hand (useFollowBottom); the browser's would apply it twice.
            className="h-full overflow-y-auto [overflow-anchor:none]"
          >
            <div ref={contentRef} className="flex min-h-full flex-col justify-end py-3">
              <div className="flex justify-center px-4 pb-2">
                {isFetchingNextPage ? (
                  <Spinner label={t('conversation.messages.loadingOlder')} className="py-2 [&_svg]:size-5" />
                ) : hasNextPage ? (
                  <Button variant="ghost" size="sm" onClick={loadOlder}>
                    {t('conversation.messages.loadOlder')}
                  </Button>
                ) : null}
              </div>
              {messages.length === 0 ? (
                <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('conversation.messages.empty')}</p>
              ) : null}
              {/* A list cannot take the log role itself: the log wraps it. */}
              <div role="log" aria-live="polite" aria-label={t('conversation.messages.label', { name })}>
                <ol className="grid">
                  {items.map((item) => (
                    <ConversationBubble
                      key={item.message.id}
                      item={item}
                      read={item.own && isReadByOthers(item.message, conversation.othersReadAt)}
                      formatTime={formatTime}
                      fullDate={fullDate}
                      reportType={conversation.type === 'group' ? 'private_message' : 'direct_message'}
                    />
                  ))}
                </ol>
              </div>
            </div>
          </div>
        )}
        {atBottom || query.isPending ? null : <JumpToLatestButton label={t('conversation.messages.jumpToLatest')} onClick={scrollToBottom} />}
      </div>
      {/* Always present: a live region announces only the changes made after it appeared. */}
      <p aria-live="polite" className="min-h-5 px-4 text-xs italic text-muted-foreground">
        {typingText}
      </p>
      {status === 'failed' ? (
        <p role="alert" className="px-4 pb-1 text-xs text-destructive">
          {t('conversation.connection.failed')}
        </p>
      ) : null}
      {/* Keyed: a draft stays with its conversation's composer, never sent to another one. */}
      <MessageComposer key={conversation.id} conversationId={conversation.id} viewerId={viewerId} signalTyping={signalTyping} />
    </div>
  );
}
