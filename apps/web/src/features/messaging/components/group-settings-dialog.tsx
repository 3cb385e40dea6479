import { isErrorCode, type ConversationSummary, type MemberSummary, type RenameConversationInput } from '@la-meute/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useAddParticipants } from '@/features/messaging/api/add-participants';
import { useRenameConversation } from '@/features/messaging/api/rename-conversation';
import { MemberPicker } from './member-picker';

// zod and the schema load with the first validation (ADR 011).
const renameResolver = lazyZodResolver<RenameConversationInput>(() =>
  import('@/features/messaging/lib/group-form-schemas').then((module) => module.renameConversationInputSchema),
);

type GroupSettingsDialogProps = {
  conversation: ConversationSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * What a form says after its request, inside the dialog: a toast would sit outside the modal,
 * which hides everything else from screen readers while it is open.
 */
function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <p role={feedback?.tone === 'error' ? 'alert' : 'status'} className={feedback?.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
      {feedback?.text}
    </p>
  );
}

/** SPEC §2 /messages: the group's admin renames it and adds members (the server checks the same). */
export function GroupSettingsDialog({ conversation, open, onOpenChange }: GroupSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('messages.group.settings')} closeLabel={t('messages.group.close')}>
      {/* Keyed: another group's settings start from its own title. */}
      <RenameGroupForm key={`rename-${conversation.id}`} conversation={conversation} />
      <AddMembersForm key={`add-${conversation.id}`} conversation={conversation} />
    </Dialog>
  );
}

function RenameGroupForm({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameConversation(conversation.id);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const form = useForm<RenameConversationInput>({
    resolver: renameResolver,
    defaultValues: { title: conversation.title ?? '' },
    reValidateMode: 'onSubmit',
  });
  const code = form.formState.errors.title?.message;
  const error = code ? translateErrorCode(t, isErrorCode(code) ? code : 'validation.invalid') : undefined;

  const submit = form.handleSubmit((input) => {
    setFeedback(null);
    return rename.mutateAsync(input).then(
      (updated) => {
        form.reset({ title: updated.title ?? '' });
        setFeedback({ tone: 'success', text: t('messages.group.renamed') });
      },
      (failure: unknown) => setFeedback({ tone: 'error', text: getErrorMessage(t, failure) }),
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <TextField
        id={`${id}-title`}
        label={t('messages.group.name')}
        maxLength={120}
        autoComplete="off"
        {...form.register('title', {
          onChange: () => {
            form.clearErrors('title');
            setFeedback(null);
          },
        })}
        aria-invalid={error ? true : undefined}
        hint={error}
        hintTone="error"
      />
      <div className="flex items-center justify-between gap-3">
        <FeedbackLine feedback={feedback} />
        <Button type="submit" variant="outline" className="shrink-0" disabled={rename.isPending}>
          {t('messages.group.rename')}
        </Button>
      </div>
    </form>
  );
}

function AddMembersForm({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<MemberSummary[]>([]);
  const add = useAddParticipants(conversation.id);
  const [feedback, setFeedback] = useState<Feedback>(null);

  function submit() {
    if (selected.length === 0 || add.isPending) return;
    setFeedback(null);
    add.mutate(
      { memberIds: selected.map((member) => member.id) },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: t('messages.group.added', { count: selected.length }) });
          setSelected([]);
        },
        onError: (failure) => setFeedback({ tone: 'error', text: getErrorMessage(t, failure) }),
      },
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-3 border-t pt-4"
    >
      <h3 className="font-semibold">{t('messages.group.addTitle')}</h3>
      <MemberPicker
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          setFeedback(null);
        }}
        excludeIds={conversation.participants.map((member) => member.id)}
      />
      <div className="flex items-center justify-between gap-3">
        <FeedbackLine feedback={feedback} />
        <Button type="submit" className="shrink-0" disabled={selected.length === 0 || add.isPending}>
          {t('messages.group.add')}
        </Button>
      </div>
    </form>
  );
}
