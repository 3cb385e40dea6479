import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { useApplySessionChange } from '@/features/auth/api/apply-session-change';
import { YourDataSection } from '@/features/account-data/components/your-data-section';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

/**
 * The profile's 'Vos données', composed here because deleting the account also signs the app out
 * (the auth feature's session change) — features do not import each other.
 */
export function ProfileYourData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const applySessionChange = useApplySessionChange();

  const signOutAfterDeletion = async () => {
    // The server already ended every session and cleared the cookie: leave the member page first.
    await navigate(localize('/'));
    await applySessionChange({ user: null });
    toast({ title: t('accountData.delete.success.title'), description: t('accountData.delete.success.description') });
  };

  return <YourDataSection onAccountDeleted={signOutAfterDeletion} />;
}
