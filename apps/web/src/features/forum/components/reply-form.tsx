import { FORUM_API, FORUM_LIMITS, isErrorCode, type AnonymousSession, type createForumReplyInputSchema } from '@la-meute/shared';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';
import { firstErrorMessage } from '@/lib/forms/form-errors';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useCreateForumReply } from '../api/create-reply';
import { PendingWrites } from '@/components/pending-writes';
import { useWriteNotice } from '@/lib/offline/use-replayable-mutation';
import { useOutbox } from '@/lib/offline/use-outbox';
import { PseudonymChooser } from './pseudonym-chooser';

type ReplyForm = { content: string };
const replyResolver = lazyZodResolver<ReplyForm, z.output<typeof createForumReplyInputSchema>>(
  () => import('../lib/forum-form-schemas').then((module) => module.createForumReplyInputSchema) as never,
);

type ReplyFormProps = {
  topicId: string;
  memberId: string | null;
  anonymous: AnonymousSession | null;
  onChoosePseudonym: (pseudonym: string) => Promise<void>;
};

/** A reply on the topic page, as the member or under the browser's pseudonym. */
export function ReplyComposer({ topicId, memberId, anonymous, onChoosePseudonym }: ReplyFormProps) {
  const isMember = memberId !== null;
  const { t } = useTranslation();
  const id = useId();
  const createReply = useCreateForumReply(topicId, memberId);
  const noticeWrite = useWriteNotice();
  const pendingReplies = useOutbox(FORUM_API.createReply, memberId, topicId);
  const form = useForm<ReplyForm, unknown, z.output<typeof createForumReplyInputSchema>>({ resolver: replyResolver, defaultValues: { content: '' } });
  const pending = form.formState.isSubmitting || createReply.isPending;

  function onInvalid(errors: FieldErrors<ReplyForm>) {
    const message = firstErrorMessage(errors);
    toast({ title: t('common.error'), description: translateErrorCode(t, message && isErrorCode(message) ? message : 'validation.invalid'), variant: 'destructive' });
  }

  const submit = form.handleSubmit(
    (values) =>
      createReply.mutate(values, {
        onSuccess: (result) => {
          form.reset({ content: '' });
          noticeWrite(result, { title: t('forum.reply.success') });
        },
        onError: (error) => toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' }),
      }),
    onInvalid,
  );

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('forum.reply.title')}
      </h2>
      <PendingWrites entries={pendingReplies} label={t('forum.reply.pending')} />
      {!isMember && !anonymous ? (
        <PseudonymChooser intro={t('forum.identity.replyIntro')} onChoose={onChoosePseudonym} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
          {!isMember && anonymous ? <p className="text-sm text-muted-foreground">{t('forum.identity.asPseudonym', { pseudonym: anonymous.pseudonym })}</p> : null}
          <Label htmlFor={`${id}-content`}>{t('forum.reply.label')}</Label>
          <Textarea id={`${id}-content`} rows={4} maxLength={FORUM_LIMITS.reply} placeholder={t('forum.reply.placeholder')} {...form.register('content')} />
          <Button type="submit" className="justify-self-end" disabled={pending}>
            <Send aria-hidden="true" />
            {pending ? t('forum.reply.sending') : t('forum.reply.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
