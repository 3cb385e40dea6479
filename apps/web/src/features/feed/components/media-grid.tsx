import { getMediaKind, getYoutubeEmbedUrl } from '@la-meute/shared';
import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { OutsideImageGate } from '@/entities/media/components/outside-image-gate';
import { isOutsideAddress } from '@/entities/media/lib/outside-media';
import { cn } from '@/lib/dom/utils';

type MediaGridProps = { urls: string[]; className?: string };

// The same text on the server and in the browser (ADR 009): a site-relative link shows its path.
function hostOf(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function GridImage({ url, alt, single }: { url: string; alt: string; single: boolean }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    // SPEC §2: an image opens in a new tab at full size.
    <a href={url} target="_blank" rel="noopener noreferrer" className="block size-full" aria-label={t('media.openImage', { alt })}>
      {broken ? (
        <span className="flex size-full min-h-32 items-center justify-center bg-muted text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      ) : (
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          // A lone image is shown whole; in a mosaic each tile is cropped to fill its cell.
          className={cn('size-full', single ? 'max-h-[30rem] object-contain' : 'object-cover')}
        />
      )}
    </a>
  );
}

// Mosaics keep a fixed shape so a post never grows taller than a screen, however many images.
const MOSAIC = { 2: 'grid-cols-2 aspect-[2/1]', 3: 'grid-cols-2 grid-rows-2 aspect-[3/2]', 4: 'grid-cols-2 grid-rows-2 aspect-[3/2]' } as const;

function ImageMosaic({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const single = urls.length === 1;
  return (
    <ul className={cn('grid gap-1 overflow-hidden rounded-lg border bg-muted/40', !single && MOSAIC[urls.length as 2 | 3 | 4])}>
      {urls.map((url, index) => (
        <li key={`${index}-${url}`} className={cn('min-h-0 overflow-hidden', urls.length === 3 && index === 0 && 'row-span-2')}>
          <OutsideImageGate url={url}>
            <GridImage url={url} alt={t('media.imageAlt', { index: index + 1 })} single={single} />
          </OutsideImageGate>
        </li>
      ))}
    </ul>
  );
}

function Player({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation();
  const embed = getMediaKind(url) === 'youtube' ? getYoutubeEmbedUrl(url) : null;
  if (embed) {
    return (
      <iframe
        src={embed}
        title={t('media.youtubeTitle', { index })}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="aspect-video w-full rounded-lg border bg-black"
      />
    );
  }
  return (
    // An outside video loads nothing until played: its site learns of a reader only then.
    <video src={url} controls preload={isOutsideAddress(url) ? 'none' : 'metadata'} aria-label={t('media.videoLabel', { index })} className="aspect-video w-full rounded-lg bg-black">
      <a href={url}>{t('media.videoFallback')}</a>
    </video>
  );
}

/**
 * SPEC §2 media grid: images in a mosaic that open in a new tab, videos (.mp4, .webm, .ogg) and
 * YouTube links as players, any other link as a plain link.
 */
export function MediaGrid({ urls, className }: MediaGridProps) {
  if (urls.length === 0) return null;
  const images = urls.filter((url) => getMediaKind(url) === 'image');
  const players = urls.filter((url) => ['video', 'youtube'].includes(getMediaKind(url)));
  const links = urls.filter((url) => getMediaKind(url) === 'link');

  return (
    <div className={cn('grid gap-2', className)}>
      {images.length > 0 ? <ImageMosaic urls={images} /> : null}
      {players.map((url, index) => (
        <Player key={`${index}-${url}`} url={url} index={index + 1} />
      ))}
      {links.length > 0 ? (
        <ul className="grid gap-1.5">
          {links.map((url, index) => (
            <li key={`${index}-${url}`}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm font-medium text-primary hover:bg-muted"
              >
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{hostOf(url)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
