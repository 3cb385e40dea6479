import { Check, CheckCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { OutsideImageGate } from '@/entities/media/components/outside-image-gate';
import { ReportButton } from '@/entities/report/components/report-button';
import { TranslatableText } from '@/entities/translation/components/translatable-text';
import { isOutsideAddress } from '@/entities/media/lib/outside-media';
import { cn } from '@/lib/dom/utils';
import { participantName } from '@/features/messaging/lib/conversation-names';
import type { ThreadItem } from '@/features/messaging/lib/thread-items';

type ConversationBubbleProps = {
  item: ThreadItem;
  /** SPEC §2: own messages show one check until the others have read them, then two. */
  read: boolean;
  formatTime: (date: string) => string;
  fullDate: (date: string) => string;
  /** What a report names it: a message of a direct (one-to-one) or of a group conversation. */
  reportType: 'private_message' | 'direct_message';
};

/** One message: own ones on the right, others' on the left, at most 70% of the width (SPEC §2). */
export function ConversationBubble({ item, read, formatTime, fullDate, reportType }: ConversationBubbleProps) {
  const { t } = useTranslation();
  const { message, own, showSender, media } = item;
  const sender = participantName(message.sender) ?? t('conversation.unknownUser');
  const mediaLabel = t(media?.kind === 'video' ? 'conversation.message.video' : 'conversation.message.image', { name: own ? t('conversation.message.you') : sender });

  return (
    <li className={cn('flex flex-col gap-0.5 px-4 py-1', own ? 'items-end' : 'items-start')}>
      {showSender ? (
        <p aria-hidden="true" className="px-1 text-xs font-medium text-muted-foreground">
          {sender}
        </p>
      ) : null}
      <div
        className={cn(
          'grid max-w-[70%] gap-2 rounded-2xl px-3 py-2 text-[0.94rem] leading-relaxed',
          own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {/* Who wrote it, for screen readers: the alignment says it only to the eye. */}
        <span className="sr-only">{own ? t('conversation.message.youSaid') : t('conversation.message.said', { name: sender })}</span>
        {media?.kind === 'image' ? (
          <OutsideImageGate url={media.url}>
            <a href={media.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg">
              <img src={media.url} alt={mediaLabel} loading="lazy" decoding="async" className="max-h-64 w-full object-cover" />
            </a>
          </OutsideImageGate>
        ) : media?.kind === 'video' ? (
          <video src={media.url} controls preload={isOutsideAddress(media.url) ? 'none' : 'metadata'} aria-label={mediaLabel} className="max-h-64 w-full rounded-lg" />
        ) : null}
        {message.content ? (
          // Conversations are for members only: any message but one's own may be translated.
          <TranslatableText text={message.content} canTranslate={!own}>
            {(text) => <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{text}</p>}
          </TranslatableText>
        ) : null}
      </div>
      <p className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt} title={fullDate(message.createdAt)}>
          {formatTime(message.createdAt)}
        </time>
        {own ? (
          <span className={cn('inline-flex', read && 'text-primary')}>
            {read ? <CheckCheck aria-hidden="true" className="size-3.5" /> : <Check aria-hidden="true" className="size-3.5" />}
            <span className="sr-only">{t(read ? 'conversation.message.read' : 'conversation.message.sent')}</span>
          </span>
        ) : (
          // A participant may report the others' messages, never their own.
          <ReportButton targetType={reportType} targetId={message.id} display="icon" className="size-6 [&_svg]:size-3" />
        )}
      </p>
    </li>
  );
}
