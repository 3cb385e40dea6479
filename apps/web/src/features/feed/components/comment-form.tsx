import { COMMENT_MAX_LENGTH } from '@la-meute/shared';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/error-message';
import { useAddComment } from '@/features/feed/api/add-comment';
import { PostTextarea } from './post-textarea';

/** SPEC §2/§5: members comment; the button waits for text (after trimming) and for the answer. */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const addComment = useAddComment();
  const [content, setContent] = useState('');
  const isEmpty = content.trim() === '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || addComment.isPending) return;
    addComment.mutate(
      { postId, input: { content } },
      {
        onSuccess: () => setContent(''),
        onError: (error) => toast({ title: t('post.comments.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t('post.comments.label')}
      </label>
      <PostTextarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('post.comments.placeholder')}
        maxLength={COMMENT_MAX_LENGTH}
        className="min-h-20"
      />
      <Button type="submit" size="sm" className="justify-self-end" disabled={isEmpty || addComment.isPending}>
        <Send aria-hidden="true" />
        {addComment.isPending ? t('post.comments.submitting') : t('post.comments.submit')}
      </Button>
    </form>
  );
}
