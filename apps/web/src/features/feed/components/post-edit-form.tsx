import { POST_MAX_LENGTH, type Post, type UpdatePostInput, type updatePostInputSchema } from '@la-meute/shared';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useUpdatePost } from '@/features/feed/api/update-post';
import { PostTextarea } from './post-textarea';

// zod and the schema load with the first submission (ADR 011).
const editResolver = lazyZodResolver<UpdatePostInput, z.output<typeof updatePostInputSchema>>(() =>
  import('@/features/feed/lib/post-form-schemas').then((module) => module.updatePostInputSchema),
);

type PostEditFormProps = { post: Post; onDone: () => void };

/** Edits the text in place; media and location are kept as they are. */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const updatePost = useUpdatePost();
  const onInvalid = useInvalidFormToast('post.edit.failed');
  const form = useForm<UpdatePostInput, unknown, z.output<typeof updatePostInputSchema>>({
    resolver: editResolver,
    defaultValues: { content: post.content, mediaUrls: post.mediaUrls, location: post.location ?? undefined },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  // SPEC §5: text after trimming, unless media carry the post.
  const isEmpty = content.trim() === '' && post.mediaUrls.length === 0;
  // From the click (the schema may still be loading) until the server's answer.
  const saving = form.formState.isSubmitting || updatePost.isPending;

  const submit = form.handleSubmit((input) => {
    updatePost.mutate(
      { postId: post.id, input },
      {
        onSuccess: () => {
          toast({ title: t('post.edit.success') });
          onDone();
        },
        onError: (error) => toast({ title: t('post.edit.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }, onInvalid);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || saving) return;
    void submit(event);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-3">
      <label htmlFor={id} className="sr-only">
        {t('post.edit.label')}
      </label>
      <PostTextarea id={id} {...form.register('content')} maxLength={POST_MAX_LENGTH} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('post.edit.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={isEmpty || saving}>
          {saving ? t('post.edit.saving') : t('post.edit.save')}
        </Button>
      </div>
    </form>
  );
}
