import { MEDIA_LIMITS, POST_API, POST_MAX_LENGTH, type CreatePostInput, type createPostInputSchema, type SessionUser } from '@la-meute/shared';
import { ImagePlus, MapPin, Send } from 'lucide-react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useCreatePost } from '@/features/feed/api/create-post';
import { PendingWrites } from '@/components/pending-writes';
import { useWriteNotice } from '@/lib/offline/use-replayable-mutation';
import { useOutbox } from '@/lib/offline/use-outbox';
import { authorName } from '@/features/feed/lib/author-name';
import { ComposerMediaList } from './composer-media-list';
import { PostTextarea } from './post-textarea';

// The dialog (Radix, the upload) loads when first opened (ADR 011).
const mediaDialog = deferComponent(() => import('./media-dialog').then((module) => module.MediaDialog));
// zod and the schema load with the first submission (ADR 011).
const postResolver = lazyZodResolver<CreatePostInput, z.output<typeof createPostInputSchema>>(() =>
  import('@/features/feed/lib/post-form-schemas').then((module) => module.createPostInputSchema),
);
const EMPTY_POST = { content: '', mediaUrls: [], location: '' } satisfies CreatePostInput;

type PostComposerProps = { user: SessionUser };

/** SPEC §2/§5: a member writes a post with optional location and up to four media. */
export function PostComposer({ user }: PostComposerProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const locationId = useId();
  const createPost = useCreatePost();
  const noticeWrite = useWriteNotice();
  const pendingPosts = useOutbox(POST_API.create, user.id);
  const onInvalid = useInvalidFormToast('post.createFailed');
  const form = useForm<CreatePostInput, unknown, z.output<typeof createPostInputSchema>>({ resolver: postResolver, defaultValues: EMPTY_POST });
  const [content = '', mediaUrls = []] = useWatch({ control: form.control, name: ['content', 'mediaUrls'] });
  const [showLocation, setShowLocation] = useState(false);
  const [mediaOpen, setMediaOpen] = useState(false);
  const mediaDialogWanted = useOpenedOnce(mediaOpen);
  const remaining = MEDIA_LIMITS.perPost - mediaUrls.length;
  // SPEC §5: text after trimming; the contract also accepts a post carried by media alone.
  const isEmpty = content.trim() === '' && mediaUrls.length === 0;
  // From the click (the schema may still be loading) until the server's answer.
  const posting = form.formState.isSubmitting || createPost.isPending;
  const name = authorName(user, t('post.author.fallback'));

  const submit = form.handleSubmit((values) => {
    createPost.mutate(
      { input: { content: values.content, mediaUrls: values.mediaUrls, location: values.location || undefined }, memberId: user.id },
      {
        onSuccess: (result) => {
          form.reset(EMPTY_POST);
          setShowLocation(false);
          noticeWrite(result, { title: t('feed.composer.success') });
        },
        onError: (error) => toast({ title: t('post.createFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }, onInvalid);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The button waits for content; Enter in the location field must wait for it too.
    if (isEmpty || posting) return;
    void submit(event);
  }

  function setMediaUrls(urls: string[]) {
    form.setValue('mediaUrls', urls.slice(0, MEDIA_LIMITS.perPost));
  }

  return (
    <section aria-labelledby={`${contentId}-title`} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={`${contentId}-title`} className="sr-only">
        {t('feed.composer.title')}
      </h2>
      <form onSubmit={handleSubmit} className="grid gap-3">
        <div className="flex gap-3">
          {/* The session's photo: the profile page refreshes the session when it changes. */}
          <Avatar name={name} avatarUrl={user.avatarUrl} size="lg" className="ring-2 ring-secondary" />
          <div className="grid min-w-0 flex-1 gap-3">
            <label htmlFor={contentId} className="sr-only">
              {t('feed.composer.label')}
            </label>
            <PostTextarea
              id={contentId}
              {...form.register('content')}
              placeholder={t('feed.composer.placeholder', { name })}
              maxLength={POST_MAX_LENGTH}
              className="min-h-20 border-transparent bg-muted/40 focus-visible:bg-card"
            />
            <ComposerMediaList urls={mediaUrls} onRemove={(index) => setMediaUrls(mediaUrls.filter((_, i) => i !== index))} />
            {showLocation ? (
              <div className="relative">
                <label htmlFor={locationId} className="sr-only">
                  {t('feed.composer.location')}
                </label>
                <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  id={locationId}
                  {...form.register('location')}
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
          <Button type="submit" size="sm" className="ml-auto px-4" disabled={isEmpty || posting}>
            <Send aria-hidden="true" />
            {posting ? t('feed.composer.posting') : t('feed.composer.submit')}
          </Button>
        </div>
      </form>
      <PendingWrites entries={pendingPosts} label={t('feed.pendingPosts')} className="mt-3" />
      {mediaDialogWanted ? (
        <Suspense fallback={null}>
          <mediaDialog.Component
            open={mediaOpen}
            onOpenChange={setMediaOpen}
            remaining={remaining}
            onAdd={(url) => setMediaUrls([...(form.getValues('mediaUrls') ?? []), url])}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
