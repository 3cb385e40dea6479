import type { ChatMessage } from '@la-meute/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LinkedText } from '@/entities/member/components/linked-text';
import { TranslatableText } from '@/entities/translation/components/translatable-text';
import { Avatar } from '@/components/ui/avatar';
import { levelLabel } from '@/entities/member/lib/level-label';
import { cn } from '@/lib/dom/utils';
import type { ProfileTarget } from '@/types/profile-target';
import { ChatMedia } from './chat-media';
import { ReplyQuote } from './reply-quote';

export type MessageAuthor = { name: string; userId: string | null; avatarUrl: string | null; level: number };

type MessageRowProps = {
  author: MessageAuthor;
  content: string;
  mediaUrls: string[];
  replyTo: ChatMessage['replyTo'];
  createdAt: string;
  own: boolean;
  /** '[Message modéré]' reads as a notice, not as the author's words. */
  moderated?: boolean;
  /** Offers 'Traduire' under the text: a member reading someone else's message. */
  canTranslate?: boolean;
  formatTime: (date: string) => string;
  fullDate: (date: string) => string;
  onOpenProfile: (target: ProfileTarget) => void;
  /** Reply and like buttons, on the author line. */
  actions?: ReactNode;
  /** The sending state of a local copy, under the text. */
  footer?: ReactNode;
  className?: string;
};

type AuthorLineProps = Pick<MessageRowProps, 'author' | 'createdAt' | 'formatTime' | 'fullDate'> & { onOpen: (() => void) | undefined };

function AuthorLine({ author, createdAt, formatTime, fullDate, onOpen }: AuthorLineProps) {
  const { t } = useTranslation();
  return (
    <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5 pt-1 text-sm leading-tight">
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('chat.messages.openProfile', { name: author.name })}
          className="rounded-sm font-semibold text-foreground hover:underline"
        >
          {author.name}
        </button>
      ) : (
        <span className="font-semibold text-foreground">{author.name}</span>
      )}
      {author.userId === null ? (
        <span className="rounded-full border border-dashed border-muted-foreground/40 px-1.5 text-[0.7rem] text-muted-foreground">
          {t('chat.messages.anonymous')}
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">{levelLabel(t, author.level)}</span>
      )}
      <time dateTime={createdAt} title={fullDate(createdAt)} className="text-xs text-muted-foreground">
        {formatTime(createdAt)}
      </time>
    </p>
  );
}

/** One chat message. Only members have a profile to open: a pseudonym is a name and nothing more. */
export function MessageRow(props: MessageRowProps) {
  const { author, content, mediaUrls, replyTo, createdAt, own, moderated, canTranslate = false, formatTime, fullDate, onOpenProfile, actions, footer } = props;
  const memberId = author.userId;
  const open = memberId ? () => onOpenProfile({ userId: memberId, name: author.name }) : undefined;

  return (
    <li className={cn('flex gap-3 px-4 py-2.5 transition-colors hover:bg-muted/40', own && 'bg-secondary/30', props.className)}>
      {open ? (
        // The name next to it opens the same profile: one tab stop is enough.
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={open} className="h-fit rounded-full">
          <Avatar name={author.name} avatarUrl={author.avatarUrl} />
        </button>
      ) : (
        <Avatar name={author.name} anonymous />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex items-start gap-2">
          <AuthorLine author={author} createdAt={createdAt} formatTime={formatTime} fullDate={fullDate} onOpen={open} />
          {actions ? <div className="-my-0.5 flex shrink-0 items-center">{actions}</div> : null}
        </div>
        {replyTo ? <ReplyQuote pseudonym={replyTo.pseudonym} content={replyTo.content} /> : null}
        <TranslatableText text={content} canTranslate={canTranslate && !moderated}>
          {(text) => (
            <p className={cn('whitespace-pre-wrap break-words text-[0.94rem] leading-relaxed', moderated && 'italic text-muted-foreground')}>
              {moderated ? text : <LinkedText text={text} />}
            </p>
          )}
        </TranslatableText>
        <ChatMedia urls={mediaUrls} />
        {footer}
      </div>
    </li>
  );
}
