import { FORUM_CATEGORIES, FORUM_LIMITS, isErrorCode, type AnonymousSession, type CreateForumTopicInput, type createForumTopicInputSchema, type ForumTopicSummary } from '@la-meute/shared';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';
import { firstErrorMessage } from '@/lib/forms/form-errors';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useCreateForumTopic } from '../api/create-topic';
import { parsePseudonym } from '../hooks/use-pseudonym-form';
import { PseudonymChooser } from './pseudonym-chooser';

type TopicForm = { title: string; content: string; category: string };
const EMPTY_TOPIC: TopicForm = { title: '', content: '', category: '' };
// zod and the schema load with the first submission (ADR 011).
const topicResolver = lazyZodResolver<TopicForm, z.output<typeof createForumTopicInputSchema>>(
  () => import('../lib/forum-form-schemas').then((module) => module.createForumTopicInputSchema) as never,
);

export type NewTopicDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Writing as a signed-in member. */
  isMember: boolean;
  anonymous: AnonymousSession | null;
  onChoosePseudonym: (pseudonym: string) => Promise<void>;
  onCreated: (topic: ForumTopicSummary) => void;
};

/**
 * SPEC §4/§5 'Nouveau Sujet': title, content and category required ('Champs obligatoires'), then a
 * member or a pseudonym ('Connexion requise'); the fields are cleared on success.
 */
export function NewTopicDialog({ open, onOpenChange, isMember, anonymous, onChoosePseudonym, onCreated }: NewTopicDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const createTopic = useCreateForumTopic(isMember);
  const form = useForm<TopicForm, unknown, z.output<typeof createForumTopicInputSchema>>({ resolver: topicResolver, defaultValues: EMPTY_TOPIC });
  const hasIdentity = isMember || anonymous !== null;
  // A pseudonym typed without pressing 'Utiliser ce pseudonyme' is still the one the visitor chose.
  const [pseudonymDraft, setPseudonymDraft] = useState('');
  const pending = form.formState.isSubmitting || createTopic.isPending;

  function onInvalid(errors: FieldErrors<TopicForm>) {
    const message = firstErrorMessage(errors);
    const code = message && isErrorCode(message) ? message : 'validation.invalid';
    if (code === 'forum.fields_required') {
      toast({ title: t('forum.newTopic.requiredTitle'), description: t('forum.newTopic.requiredText'), variant: 'destructive' });
    } else {
      toast({ title: t('common.error'), description: translateErrorCode(t, code), variant: 'destructive' });
    }
  }

  /** Whether the topic has an author: the member, the pseudonym session, or the pseudonym just typed. */
  async function ensureIdentity(): Promise<boolean> {
    if (hasIdentity) return true;
    const typed = pseudonymDraft.trim();
    if (!typed) {
      toast({ title: t('forum.newTopic.identityTitle'), description: t('forum.newTopic.identityText'), variant: 'destructive' });
      return false;
    }
    // Checked like the chooser's own submission (the same schema), here on publishing.
    const pseudonym = await parsePseudonym(typed);
    if (!pseudonym) {
      toast({ title: t('common.error'), description: t('forum.identity.pseudonymInvalid'), variant: 'destructive' });
      return false;
    }
    try {
      await onChoosePseudonym(pseudonym);
      return true;
    } catch (caught) {
      toast({ title: t('common.error'), description: getErrorMessage(t, caught), variant: 'destructive' });
      return false;
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (!(await ensureIdentity())) return;
    createTopic.mutate(values as CreateForumTopicInput, {
      onSuccess: ({ topic }) => {
        form.reset(EMPTY_TOPIC);
        onOpenChange(false);
        toast({ title: t('forum.newTopic.success') });
        onCreated(topic);
      },
      onError: (error) => toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }, onInvalid);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('forum.newTopic.title')} description={t('forum.newTopic.description')} closeLabel={t('forum.newTopic.close')}>
      {isMember ? null : anonymous ? (
        <p className="text-sm text-muted-foreground">{t('forum.identity.asPseudonym', { pseudonym: anonymous.pseudonym })}</p>
      ) : (
        <PseudonymChooser
          intro={t('forum.identity.topicIntro')}
          onChoose={onChoosePseudonym}
          onDraftChange={setPseudonymDraft}
        />
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <TextField id={`${id}-title`} label={t('forum.newTopic.titleLabel')} maxLength={FORUM_LIMITS.title} {...form.register('title')} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>{t('forum.newTopic.categoryLabel')}</Label>
          <Select id={`${id}-category`} {...form.register('category')}>
            <option value="">{t('forum.newTopic.categoryPlaceholder')}</option>
            {FORUM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`forum.categories.${category}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-content`}>{t('forum.newTopic.contentLabel')}</Label>
          <Textarea id={`${id}-content`} rows={6} maxLength={FORUM_LIMITS.content} {...form.register('content')} />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('forum.newTopic.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('forum.newTopic.publishing') : t('forum.newTopic.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
