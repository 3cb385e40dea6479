import { PAGE_ROUTES, type SessionUser } from '@la-meute/shared';
import { Compass, LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast-store';
import { useSignOut } from '@/features/auth/api/sign-out';
import { getErrorMessage } from '@/lib/error-message';

/** SPEC §2: the signed-in menu — email, My Profile, Discover People, sign-out (Radix, loaded on first use). */
export function UserMenuPopup({ user, trigger }: { user: SessionUser; trigger: ReactElement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function handleSignOut() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast({ title: t('auth.signOut.failure.title'), description: getErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('auth.signOut.success.title'), description: t('auth.signOut.success.description') });
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{user.displayName || user.username}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(PAGE_ROUTES.profile)}>
          <UserRound aria-hidden="true" />
          {t('nav.userMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(PAGE_ROUTES.discovery)}>
          <Compass aria-hidden="true" />
          {t('nav.userMenu.discovery')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          {t('nav.userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
