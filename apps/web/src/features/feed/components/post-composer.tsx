import { MEDIA_LIMITS, POST_MAX_LENGTH, type SessionUser } from '@la-meute/shared';
import { ImagePlus, MapPin, Send } from 'lucide-react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/error-message';
import { useCreatePost } from '@/features/feed/api/create-post';
import { authorName } from '@/features/feed/lib/author-name';
import { AuthorAvatar } from './author-avatar';
import { ComposerMediaList } from './composer-media-list';
import { PostTextarea } from './post-textarea';

// The dialog (Radix, the upload) loads when first opened (ADR 011).
const mediaDialog = deferComponent(() => import('./media-dialog').then((module) => module.MediaDialog));

type PostComposerProps = { user: SessionUser };

/** SPEC §2/§5: a member writes a post with optional location and up to four media. */
export function PostComposer({ user }: PostComposerProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const locationId = useId();
  const createPost = useCreatePost();
  const [content, setContent] = useState('');
  const [location, setLocation] = useState('');
  const [showLocation, setShowLocation] = useState(false);
  const [mediaUrls, setMediaUrls] = useState<string[]>([]);
  const [mediaOpen, setMediaOpen] = useState(false);
  const mediaDialogWanted = useOpenedOnce(mediaOpen);
  const remaining = MEDIA_LIMITS.perPost - mediaUrls.length;
  // SPEC §5: text after trimming; the contract also accepts a post carried by media alone.
  const isEmpty = content.trim() === '' && mediaUrls.length === 0;
  const name = authorName(user, t('post.author.fallback'));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || createPost.isPending) return;
    createPost.mutate(
      { content, mediaUrls, location: location.trim() || undefined },
      {
        onSuccess: () => {
          setContent('');
          setLocation('');
          setShowLocation(false);
          setMediaUrls([]);
          toast({ title: t('feed.composer.success') });
        },
        onError: (error) => toast({ title: t('post.createFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby={`${contentId}-title`} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={`${contentId}-title`} className="sr-only">
        {t('feed.composer.title')}
      </h2>
      <form onSubmit={handleSubmit} className="grid gap-3">
        <div className="flex gap-3">
          <AuthorAvatar name={name} avatarUrl={null} />
          <div className="grid min-w-0 flex-1 gap-3">
            <label htmlFor={contentId} className="sr-only">
              {t('feed.composer.label')}
            </label>
            <PostTextarea
              id={contentId}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t('feed.composer.placeholder', { name })}
              maxLength={POST_MAX_LENGTH}
              className="min-h-20 border-transparent bg-muted/40 focus-visible:bg-card"
            />
            <ComposerMediaList urls={mediaUrls} onRemove={(index) => setMediaUrls((urls) => urls.filter((_, i) => i !== index))} />
            {showLocation ? (
              <div className="relative">
                <label htmlFor={locationId} className="sr-only">
                  {t('feed.composer.location')}
                </label>
                <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  id={locationId}
                  value={location}
                  onChange={(event) => setLocation(event.target.value)}
                  placeholder={t('feed.composer.locationPlaceholder')}
                  maxLength={120}
                  className="pl-9"
                  autoFocus
                />
              </div>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1 border-t pt-3">
          <Button variant="ghost" size="sm" onPointerEnter={() => void mediaDialog.preload()} onClick={() => setMediaOpen(true)} disabled={remaining <= 0} title={remaining <= 0 ? t('feed.composer.mediaFull') : undefined}>
            <ImagePlus aria-hidden="true" className="text-primary" />
            {t('feed.composer.addMedia')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setShowLocation((shown) => !shown)} aria-expanded={showLocation}>
            <MapPin aria-hidden="true" className="text-accent" />
            {t('feed.composer.addLocation')}
          </Button>
          <Button type="submit" size="sm" className="ml-auto px-4" disabled={isEmpty || createPost.isPending}>
            <Send aria-hidden="true" />
            {createPost.isPending ? t('feed.composer.posting') : t('feed.composer.submit')}
          </Button>
        </div>
      </form>
      {mediaDialogWanted ? (
        <Suspense fallback={null}>
          <mediaDialog.Component
            open={mediaOpen}
            onOpenChange={setMediaOpen}
            remaining={remaining}
            onAdd={(url) => setMediaUrls((urls) => [...urls, url].slice(0, MEDIA_LIMITS.perPost))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
