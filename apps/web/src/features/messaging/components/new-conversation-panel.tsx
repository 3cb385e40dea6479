import { CONVERSATION_TITLE_MAX_LENGTH, type MemberSummary } from '@la-meute/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateConversation } from '@/features/messaging/api/create-conversation';
import { toastMessagingError } from '@/features/messaging/lib/messaging-toasts';
import { MemberPicker } from './member-picker';

type NewConversationPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation made (or the private one reused): the page opens it. */
  onCreated: (conversationId: string) => void;
  /** 'direct' (/direct-messages, which lists private conversations only): one member, no group. */
  mode?: 'any' | 'direct';
};

/**
 * SPEC §2/§4/§5 the new-conversation side panel: one member picked → their private conversation
 * (reused when it exists), several → a group with the viewer as its admin, under the name given
 * here or else 'Group Chat'. Loaded on first opening (ADR 011: Radix stays out of the page's first load).
 */
export function NewConversationPanel({ open, onOpenChange, onCreated, mode = 'any' }: NewConversationPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState<MemberSummary[]>([]);
  const [title, setTitle] = useState('');
  const isGroup = selected.length > 1;
  const create = useCreateConversation();
  // Also said inside the panel: the modal hides the toast from screen readers while it is open.
  const [failed, setFailed] = useState(false);

  function submit() {
    // SPEC §5: at least one selected member (the button is disabled until then).
    if (selected.length === 0 || create.isPending) return;
    setFailed(false);
    create.mutate(
      // A blank name is left out: the server names the group 'Group Chat' (SPEC §5).
      { memberIds: selected.map((member) => member.id), ...(isGroup && title.trim() ? { title: title.trim() } : {}) },
      {
        onSuccess: (created) => {
          setSelected([]);
          setTitle('');
          onOpenChange(false);
          onCreated(created.id);
        },
        // SPEC §8: 'Impossible de créer la conversation', with the reason when the member can act on it.
        onError: (error) => {
          setFailed(true);
          toastMessagingError(t, 'create', error);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t('messages.new.title')}
      description={t(mode === 'direct' ? 'messages.new.directDescription' : 'messages.new.description')}
      closeLabel={t('messages.new.close')}
      className="w-[min(26rem,92vw)] [&>p]:px-4 [&>p]:pt-3"
    >
      <form
        className="flex min-h-full flex-col gap-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex-1">
          <MemberPicker selected={selected} onChange={setSelected} single={mode === 'direct'} />
        </div>
        <div className="sticky bottom-0 -mx-4 -mb-4 grid gap-1 border-t bg-card p-4">
          {/* Only a group has a name (a private one is named after the other member); in the sticky
              footer, it stays in sight however long the list above. */}
          {isGroup ? (
            <TextField
              id={`${id}-title`}
              label={t('messages.new.groupName')}
              hint={t('messages.new.groupNameHint')}
              value={title}
              maxLength={CONVERSATION_TITLE_MAX_LENGTH}
              autoComplete="off"
              className="mb-2"
              onChange={(event) => setTitle(event.target.value)}
            />
          ) : null}
          {failed ? (
            <p role="alert" className="text-sm text-destructive">
              {t('conversation.toast.create')}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {selected.length === 0
              ? t('messages.new.pickOne')
              : selected.length === 1
                ? t('messages.new.willBePrivate')
                : t('messages.new.willBeGroup', { count: selected.length })}
          </p>
          <Button type="submit" disabled={selected.length === 0 || create.isPending}>
            {create.isPending ? t('messages.new.creating') : t('messages.new.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
