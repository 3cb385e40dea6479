import { getMediaKind, type Post } from '@la-meute/shared';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { useSharePost } from '@/features/feed/api/share-post';
import { authorName } from '@/features/feed/lib/author-name';
import { buildPostUrl, buildShareLinks, buildSharePreview } from '@/features/feed/lib/build-share-links';

type ShareOptions = {
  /** Only members can be counted: the share API needs a session. */
  canCount: boolean;
};

/**
 * Everything the share menu does. Each opening of the menu counts at most one share, whether the
 * opening itself counted (the post page's share-count button) or a target was chosen.
 */
export function useShareActions(post: Post, { canCount }: ShareOptions) {
  const { t } = useTranslation();
  const sharePost = useSharePost();
  const counted = useRef(false);

  const url = buildPostUrl(window.location.origin, post.id);
  const text = buildSharePreview(post.content, t('share.defaultText'));
  const firstImage = post.mediaUrls.find((mediaUrl) => getMediaKind(mediaUrl) === 'image');
  const links = useMemo(
    () =>
      buildShareLinks({
        url,
        text,
        subject: t('share.emailSubject', { name: authorName(post.author, t('post.author.fallback')) }),
        imageUrl: firstImage ? new URL(firstImage, window.location.origin).href : null,
      }),
    [url, text, firstImage, post.author, t],
  );

  const { mutate } = sharePost;
  const countShare = useCallback(() => {
    if (!canCount || counted.current) return;
    counted.current = true;
    // A failed count is not worth interrupting the reader: the post was shared all the same.
    mutate(post.id);
  }, [canCount, mutate, post.id]);

  const startSession = useCallback(() => {
    counted.current = false;
  }, []);

  const copyLink = useCallback(
    async (successTitle: string, successDescription?: string) => {
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        toast({ title: t('share.copyFailed'), description: t('share.copyFailedDescription'), variant: 'destructive' });
        return false;
      }
      toast({ title: successTitle, description: successDescription });
      countShare();
      return true;
    },
    [countShare, t, url],
  );

  const nativeShare = useCallback(async () => {
    try {
      await navigator.share({ title: t('share.nativeTitle'), text, url });
      countShare();
    } catch (error) {
      // Closing the system sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: t('share.failed'), variant: 'destructive' });
    }
  }, [countShare, t, text, url]);

  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return { links, url, countShare, startSession, copyLink, nativeShare, canShareNatively };
}
