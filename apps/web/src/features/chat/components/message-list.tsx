import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { JumpToLatestButton } from '@/components/ui/jump-to-latest-button';
import { Spinner } from '@/components/ui/spinner';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useFollowBottom } from '@/lib/dom/use-follow-bottom';
import type { TimelineEntry } from '@/features/chat/lib/timeline';
import type { ChatViewer } from '@/features/chat/lib/viewer';
import { MessageEntry, type EntryHandlers } from './message-entry';

// Close enough to the top to fetch the previous page before the reader reaches it.
const LOAD_OLDER_THRESHOLD_PX = 120;

type MessageListProps = EntryHandlers & {
  entries: TimelineEntry[];
  viewer: ChatViewer;
  channelLabel: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  formatTime: (date: string) => string;
};

function keyOf(entry: TimelineEntry | undefined): string | undefined {
  if (!entry) return undefined;
  return entry.kind === 'message' ? entry.message.id : entry.pending.clientId;
}

/**
 * The conversation, announced politely to screen readers (role=log). It follows new messages only
 * while the reader is at the bottom; older pages load when scrolling up to the top.
 */
export function MessageList({ entries, viewer, channelLabel, hasOlder, loadingOlder, onLoadOlder, formatTime, ...handlers }: MessageListProps) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const last = entries.at(-1);
  const { scrollRef, contentRef, onScroll, atBottom, scrollToBottom } = useFollowBottom({
    firstKey: keyOf(entries[0]),
    lastKey: keyOf(last),
    lastIsOwn: last?.kind === 'pending' && last.pending.status === 'sending',
  });

  // A first page shorter than the screen cannot be scrolled up: fetch the next one at once.
  useEffect(() => {
    const node = scrollRef.current;
    if (node && hasOlder && !loadingOlder && node.scrollHeight <= node.clientHeight) onLoadOlder();
  }, [entries.length, hasOlder, loadingOlder, onLoadOlder, scrollRef]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={() => {
          onScroll();
          const node = scrollRef.current;
          if (node && node.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) onLoadOlder();
        }}
        // Scroll anchoring is done by hand (useFollowBottom); the browser's would apply it twice.
        className="h-full overflow-y-auto [overflow-anchor:none]"
      >
        <div ref={contentRef} className="flex min-h-full flex-col justify-end py-3">
          <div className="flex justify-center px-4 pb-2">
            {loadingOlder ? (
              <Spinner label={t('chat.messages.loadingOlder')} className="py-2 [&_svg]:size-5" />
            ) : hasOlder ? (
              <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                {t('chat.messages.loadOlder')}
              </Button>
            ) : entries.length > 0 ? (
              <p className="text-xs text-muted-foreground">{t('chat.messages.start')}</p>
            ) : null}
          </div>
          {entries.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('chat.messages.empty')}</p>
          ) : null}
          {/* A list cannot take the log role itself: the log wraps it. */}
          <div role="log" aria-live="polite" aria-label={t('chat.messages.label', { channel: channelLabel })}>
            <ol className="grid">
              {entries.map((entry) => (
                <MessageEntry key={keyOf(entry)} entry={entry} viewer={viewer} formatTime={formatTime} fullDate={fullDate} {...handlers} />
              ))}
            </ol>
          </div>
        </div>
      </div>
      {atBottom ? null : <JumpToLatestButton label={t('chat.messages.jumpToLatest')} onClick={scrollToBottom} />}
    </div>
  );
}
