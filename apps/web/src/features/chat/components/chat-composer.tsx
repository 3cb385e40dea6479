import { CHAT_MESSAGE_MAX_LENGTH, MEDIA_LIMITS, type ChatMessage } from '@la-meute/shared';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/dom/use-hydrated';
import { cn } from '@/lib/dom/utils';
import { useChatAttachments } from '@/features/chat/hooks/use-chat-attachments';
import { canSendMessage } from '@/features/chat/lib/attachments';
import { ChatAttachments } from './chat-attachments';
import { ReplyQuote } from './reply-quote';

// SPEC §9 limit 2,000: the counter appears when it starts to matter.
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

type ChatComposerProps = {
  /** A visitor sees the field disabled; sending then explains how to take part. */
  canWrite: boolean;
  /** Uploads need an account (SPEC §5): only signed-in members may attach media. */
  canAttach: boolean;
  channelLabel: string;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** Returns false when the message was not taken (visitor), so the text stays in the field. */
  onSend: (content: string, mediaUrls: string[]) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/** SPEC §5: Enter sends, Shift+Enter adds a line; text up to 2,000 characters, or attached media. */
export function ChatComposer({ canWrite, canAttach, channelLabel, replyTo, onCancelReply, onSend, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const media = useChatAttachments();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const hintId = useId();
  const counterId = useId();
  const sendable = canSendMessage(content, media.attachments);
  const showCounter = content.length >= COUNTER_FROM;

  function submit() {
    if (canWrite && !sendable) return;
    if (onSend(content, media.urls)) {
      setContent('');
      media.clear();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      // minmax(0, 1fr): a long unbroken word must wrap in the field, not widen the page.
      className="grid grid-cols-1 gap-2"
    >
      {replyTo ? (
        <div className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="text-xs font-medium text-muted-foreground">{t('chat.composer.replyingTo', { name: replyTo.pseudonym })}</p>
            <ReplyQuote pseudonym={replyTo.pseudonym} content={replyTo.content} />
          </div>
          <button
            type="button"
            onClick={onCancelReply}
            aria-label={t('chat.composer.cancelReply')}
            className="rounded-md p-1 text-muted-foreground hover:bg-card hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <ChatAttachments attachments={media.attachments} onRemove={media.remove} />
      <div className="flex items-end gap-2">
        {canAttach ? (
          <>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t('chat.composer.attach')}
              title={t('chat.composer.attachHint', { max: MEDIA_LIMITS.perPost })}
              // The server's button until the composer is live: the chooser opens only from a tap.
              disabled={!hydrated || media.room === 0}
              onClick={() => fileInputRef.current?.click()}
              className="shrink-0 rounded-lg"
            >
              <Paperclip aria-hidden="true" />
            </Button>
            <input
              ref={fileInputRef}
              type="file"
              accept="image/*,video/*"
              multiple
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Cleared so choosing the same file again (after removing it) still fires a change.
                event.target.value = '';
                media.add(files);
              }}
            />
          </>
        ) : null}
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t('chat.composer.label')}
        </label>
        <textarea
          id={`${hintId}-input`}
          ref={inputRef}
          rows={1}
          value={content}
          disabled={!canWrite}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={canWrite ? t('chat.composer.placeholder', { channel: channelLabel }) : t('chat.composer.disabledPlaceholder')}
          aria-describedby={cn(canWrite && hintId, showCounter && counterId) || undefined}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && replyTo) {
              event.preventDefault();
              onCancelReply();
              return;
            }
            // Not while an input method is composing: its Enter confirms a word, it does not send.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          className="max-h-40 min-h-10 w-full min-w-0 flex-1 resize-none break-words rounded-lg border border-input bg-background px-3 py-2 text-base leading-snug [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm"
        />
        <Button
          type="submit"
          size="icon"
          // Still clickable for a visitor, to say how to take part; it only looks quieter.
          variant={canWrite ? 'default' : 'secondary'}
          aria-label={t('chat.composer.send')}
          disabled={canWrite && !sendable}
          className="shrink-0 rounded-lg"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2 px-1 text-xs text-muted-foreground">
        {canWrite ? (
          <p id={hintId} className="hidden sm:block">
            {t('chat.composer.hint')}
          </p>
        ) : null}
        {showCounter ? (
          <p
            id={counterId}
            className={cn('ml-auto tabular-nums', content.length >= CHAT_MESSAGE_MAX_LENGTH && 'font-medium text-destructive')}
          >
            <span aria-hidden="true">{t('chat.composer.counter', { length: content.length, max: CHAT_MESSAGE_MAX_LENGTH })}</span>
            <span className="sr-only">{t('chat.composer.counterLabel', { length: content.length, max: CHAT_MESSAGE_MAX_LENGTH })}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
