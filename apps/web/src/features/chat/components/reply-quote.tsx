import { CornerDownRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/dom/utils';

// Long enough to recognise the message, short enough to stay on one or two lines.
const EXCERPT_LENGTH = 100;

export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

type ReplyQuoteProps = { pseudonym: string; content: string; className?: string };

/** The message being answered: its author's pseudonym and an excerpt. */
export function ReplyQuote({ pseudonym, content, className }: ReplyQuoteProps) {
  const { t } = useTranslation();
  return (
    <blockquote className={cn('flex min-w-0 gap-1.5 border-l-2 border-accent/60 pl-2 text-xs text-muted-foreground', className)}>
      <CornerDownRight aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span className="min-w-0">
        <span className="sr-only">{t('chat.messages.replyTo', { name: pseudonym })} : </span>
        <span aria-hidden="true" className="font-semibold text-foreground/80">
          {pseudonym}
        </span>{' '}
        <span className="line-clamp-2 break-words">{excerptOf(content)}</span>
      </span>
    </blockquote>
  );
}
