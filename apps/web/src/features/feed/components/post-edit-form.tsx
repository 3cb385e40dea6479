import { POST_MAX_LENGTH, type Post } from '@la-meute/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/error-message';
import { useUpdatePost } from '@/features/feed/api/update-post';
import { PostTextarea } from './post-textarea';

type PostEditFormProps = { post: Post; onDone: () => void };

/** Edits the text in place; media and location are kept as they are. */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const updatePost = useUpdatePost();
  const [content, setContent] = useState(post.content);
  // SPEC §5: text after trimming, unless media carry the post.
  const isEmpty = content.trim() === '' && post.mediaUrls.length === 0;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || updatePost.isPending) return;
    updatePost.mutate(
      { postId: post.id, input: { content, mediaUrls: post.mediaUrls, location: post.location ?? undefined } },
      {
        onSuccess: () => {
          toast({ title: t('post.edit.success') });
          onDone();
        },
        onError: (error) => toast({ title: t('post.edit.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-3">
      <label htmlFor={id} className="sr-only">
        {t('post.edit.label')}
      </label>
      <PostTextarea id={id} value={content} onChange={(event) => setContent(event.target.value)} maxLength={POST_MAX_LENGTH} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('post.edit.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={isEmpty || updatePost.isPending}>
          {updatePost.isPending ? t('post.edit.saving') : t('post.edit.save')}
        </Button>
      </div>
    </form>
  );
}
