import { getMediaKind } from '@la-meute/shared';
import { Film, Link2, Play, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';

type ComposerMediaListProps = { urls: string[]; onRemove: (index: number) => void };

function Thumbnail({ url }: { url: string }) {
  const kind = getMediaKind(url);
  if (kind === 'image') return <img src={url} alt="" className="size-full object-cover" />;
  const Icon = kind === 'video' ? Film : kind === 'youtube' ? Play : Link2;
  return (
    <span className="flex size-full items-center justify-center text-muted-foreground">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** The media attached to a post being written, each removable. */
export function ComposerMediaList({ urls, onRemove }: ComposerMediaListProps) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <ul aria-label={t('feed.composer.attached')} className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={`${index}-${url}`} className="relative size-20 overflow-hidden rounded-lg border bg-muted" title={url}>
          <Thumbnail url={url} />
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={t('feed.composer.removeMedia', { index: index + 1 })}
            className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full bg-foreground/70 text-background hover:bg-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
