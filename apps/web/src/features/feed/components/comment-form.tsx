import { COMMENT_MAX_LENGTH, POST_API, type CreateCommentInput } from '@la-meute/shared';
import { Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useAddComment } from '@/features/feed/api/add-comment';
import { PendingWrites } from '@/components/pending-writes';
import { useWriteNotice } from '@/lib/offline/use-replayable-mutation';
import { useOutbox } from '@/lib/offline/use-outbox';
import { PostTextarea } from './post-textarea';

// zod and the schema load with the first submission (ADR 011).
const commentResolver = lazyZodResolver<CreateCommentInput>(() =>
  import('@/features/feed/lib/post-form-schemas').then((module) => module.createCommentInputSchema),
);

/** SPEC §2/§5: members comment; the button waits for text (after trimming) and for the answer. */
export function CommentForm({ postId, memberId }: { postId: string; memberId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const addComment = useAddComment();
  const noticeWrite = useWriteNotice();
  const pending = useOutbox(POST_API.comment, memberId, postId);
  const onInvalid = useInvalidFormToast('post.comments.failed');
  const form = useForm<CreateCommentInput>({ resolver: commentResolver, defaultValues: { content: '' } });
  const content = useWatch({ control: form.control, name: 'content' });
  const isEmpty = content.trim() === '';
  // From the click (the schema may still be loading) until the server's answer.
  const sending = form.formState.isSubmitting || addComment.isPending;

  const submit = form.handleSubmit((input) => {
    addComment.mutate(
      { postId, memberId, input },
      {
        onSuccess: (result) => {
          form.reset({ content: '' });
          noticeWrite(result);
        },
        onError: (error) => toast({ title: t('post.comments.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }, onInvalid);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || sending) return;
    void submit(event);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <PendingWrites entries={pending} label={t('post.comments.pending')} />
      <label htmlFor={id} className="sr-only">
        {t('post.comments.label')}
      </label>
      <PostTextarea
        id={id}
        {...form.register('content')}
        placeholder={t('post.comments.placeholder')}
        maxLength={COMMENT_MAX_LENGTH}
        className="min-h-20"
      />
      <Button type="submit" size="sm" className="justify-self-end" disabled={isEmpty || sending}>
        <Send aria-hidden="true" />
        {sending ? t('post.comments.submitting') : t('post.comments.submit')}
      </Button>
    </form>
  );
}
