import { getMediaKind } from '@la-meute/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { OutsideImageGate } from '@/entities/media/components/outside-image-gate';
import { isOutsideAddress } from '@/entities/media/lib/outside-media';

/** Media attached to a message: small images opening full size, video players, other links. */
export function ChatMedia({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {urls.map((url, index) => {
        const kind = getMediaKind(url);
        const label = t('chat.messages.mediaImage', { index: index + 1 });
        return (
          <li key={`${index}-${url}`} className="overflow-hidden rounded-lg border bg-muted/40">
            {kind === 'image' ? (
              <OutsideImageGate url={url} className="max-w-[16rem]">
                <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                  <img src={url} alt={label} loading="lazy" decoding="async" className="max-h-48 max-w-[16rem] object-cover" />
                </a>
              </OutsideImageGate>
            ) : kind === 'video' ? (
              <video src={url} controls preload={isOutsideAddress(url) ? 'none' : 'metadata'} className="max-h-56 max-w-[20rem]" aria-label={label} />
            ) : (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 px-3 py-2 text-sm text-primary hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-3.5" />
                {t('chat.messages.mediaLink', { index: index + 1 })}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
