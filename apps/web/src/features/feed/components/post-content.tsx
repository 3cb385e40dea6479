import { PAGE_ROUTES } from '@la-meute/shared';
import { Link } from 'react-router';
import { LinkedText } from '@/entities/member/components/linked-text';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';
import { splitHashtags } from '@/features/feed/lib/split-hashtags';

type PostContentProps = { content: string; className?: string };

/** The post text as written (line breaks kept), its hashtags linking to the filtered feed, its @mentions to profiles. */
export function PostContent({ content, className }: PostContentProps) {
  const localize = useLocalizedPath();
  if (!content.trim()) return null;
  return (
    <p className={cn('whitespace-pre-wrap break-words leading-relaxed', className)}>
      {splitHashtags(content).map((part, index) =>
        part.kind === 'text' ? (
          <LinkedText key={index} text={part.text} />
        ) : (
          <Link
            // Parts never move: their position is a stable key.
            key={index}
            to={`${localize(PAGE_ROUTES.feed)}?tag=${encodeURIComponent(part.tag)}`}
            className="font-medium text-primary hover:underline"
          >
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}
