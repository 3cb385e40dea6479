import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ProfileBody } from './profile-body';

export type ProfileTarget = { userId: string; name: string };

type ProfileDialogProps = {
  target: ProfileTarget | null;
  onClose: () => void;
  /** The signed-in member, or null: only members may write to or add another member. */
  viewerId: string | null;
};

/** SPEC §2: the user profile dialog opened from a chat avatar or name. */
export function ProfileDialog({ target, onClose, viewerId }: ProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none"
        >
          {/* The name is known from the message already: the dialog is named before the profile arrives. */}
          <Dialog.Title className="sr-only">{target?.name}</Dialog.Title>
          {target ? <ProfileBody target={target} viewerId={viewerId} onNavigate={onClose} /> : null}
          <Dialog.Close
            aria-label={t('profileDialog.close')}
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
