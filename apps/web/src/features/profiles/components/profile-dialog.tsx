import { useTranslation } from '@/lib/i18n/use-translation';
import { Dialog } from '@/components/ui/dialog';
import type { ProfileTarget } from '@/types/profile-target';
import { ProfileBody } from './profile-body';

type ProfileDialogProps = {
  /** Who to show: the name is known from where the dialog was opened (a message, the online list). */
  target: ProfileTarget | null;
  onClose: () => void;
  /** The signed-in member, or null: only members may write to or add another member. */
  viewerId: string | null;
};

/** SPEC §2: the user profile dialog, opened from a chat avatar or name. */
export function ProfileDialog({ target, onClose, viewerId }: ProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      // The name is known already: the dialog is named before the profile arrives.
      title={target?.name}
      hideTitle
      closeLabel={t('profileDialog.close')}
      className="max-w-sm"
    >
      {target ? <ProfileBody userId={target.userId} viewerId={viewerId} onNavigate={onClose} /> : null}
    </Dialog>
  );
}
