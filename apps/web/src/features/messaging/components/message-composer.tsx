import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/dom/utils';
import { CONVERSATION_API } from '@la-meute/shared';
import { useSendConversationMessage } from '@/features/messaging/api/send-conversation-message';
import { PendingWrites } from '@/components/pending-writes';
import { useOutbox } from '@/lib/offline/use-outbox';
import { isBlankMessage, isSendKey, restoreFailedText } from '@/features/messaging/lib/composer-keys';
import type { MessageValidation } from '@/features/messaging/lib/message-validation';
import { toastInvalidMessage, toastMessagingError } from '@/features/messaging/lib/messaging-toasts';

// ADR 011: the shared schema (and zod) load on the first focus or send, not with the page. Nothing
// else is imported here from contracts/conversations.ts (not even its length limit): the bundler
// would then place that module, schemas included, in the page's chunk.
type Validate = (content: string) => MessageValidation;
let validate: Validate | null = null;
const loadValidation = (): Promise<Validate> =>
  import('@/features/messaging/lib/message-validation').then((module) => {
    validate = module.validateMessage;
    return validate;
  });

type MessageComposerProps = {
  conversationId: string;
  viewerId: string;
  /** The room's typing signal: true while writing, false once sent or cleared. */
  signalTyping: (typing: boolean) => void;
  className?: string;
};

/** SPEC §2/§5: Enter sends, Shift+Enter adds a line; trimmed, not blank, at most 4,000 characters. */
export function MessageComposer({ conversationId, viewerId, signalTyping, className }: MessageComposerProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const send = useSendConversationMessage(conversationId, viewerId);
  const pending = useOutbox(CONVERSATION_API.sendMessage, viewerId, conversationId);
  const id = useId();
  const waiting = useRef(false);
  const blank = isBlankMessage(content);

  async function submit() {
    const text = content;
    if (isBlankMessage(text) || waiting.current) return;
    // Once loaded, validation runs in the key's own event: the field empties before a second
    // Enter can send the same text again. Before that, a second Enter waits for the first.
    let check = validate;
    if (!check) {
      waiting.current = true;
      try {
        check = await loadValidation();
      } catch (error) {
        // Offline before the first send: its code cannot load, nothing was sent, the text stays.
        console.error('The message validation could not load', error);
        toastMessagingError(t, 'send');
        return;
      } finally {
        waiting.current = false;
      }
    }
    const result = check(text);
    if (!result.ok) {
      toastInvalidMessage(t, result.code);
      return;
    }
    // Cleared at once, as a sent message should look; a failure puts the text back.
    setContent('');
    signalTyping(false);
    send.mutate(result.input, {
      onError: (error) => {
        setContent((current) => restoreFailedText(text, current));
        toastMessagingError(t, 'send', error);
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className={cn('grid grid-cols-1 gap-1 border-t bg-card p-3', className)}
    >
      <PendingWrites entries={pending} label={t('conversation.composer.pending')} />
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {t('conversation.composer.placeholder')}
        </label>
        <textarea
          id={`${id}-input`}
          rows={1}
          value={content}
          placeholder={t('conversation.composer.placeholder')}
          aria-describedby={`${id}-hint`}
          onFocus={() => {
            // Preloaded for the first send; a failure here is reported by that send, if it fails too.
            if (!validate) loadValidation().catch(() => undefined);
          }}
          onChange={(event) => {
            setContent(event.target.value);
            signalTyping(!isBlankMessage(event.target.value));
          }}
          onKeyDown={(event) => {
            if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
            event.preventDefault();
            void submit();
          }}
          // minmax via min-w-0: a long unbroken word wraps in the field instead of widening the pane.
          className="max-h-40 min-h-10 w-full min-w-0 flex-1 resize-none break-words rounded-lg border border-input bg-background px-3 py-2 text-base leading-snug [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
        />
        <Button type="submit" size="icon" aria-label={t('conversation.composer.send')} disabled={blank} className="shrink-0 rounded-lg">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('conversation.composer.hint')}
      </p>
    </form>
  );
}
