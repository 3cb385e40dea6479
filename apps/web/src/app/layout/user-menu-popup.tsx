import { PAGE_ROUTES, type SessionUser } from '@la-meute/shared';
import { LogOut } from 'lucide-react';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useGamificationMe } from '@/features/gamification/api/get-gamification-me';
import { RankBadge } from '@/features/gamification/components/rank-badge';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { memberNavItemsFor } from './nav-items';

/**
 * SPEC §2: the signed-in menu — email, the rank badge with the member's real XP (SPEC §3),
 * the member pages their role opens (My Profile, Discover People, Dating, groups; moderation and the
 * AI centre for the team) in a labelled section, sign-out (Radix, loaded on first use).
 */
export function UserMenuPopup({ user, trigger }: { user: SessionUser; trigger: ReactElement }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const signOut = useSignOut();
  const sectionId = useId();
  const progress = useGamificationMe(user.id);

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
        {/* A menu holds menu items only (the badge's progress bar would be out of place alone): the
            badge is the item that opens the member's progress. */}
        {progress.data ? (
          <DropdownMenuItem asChild className="mb-1 block p-1 [&_svg]:size-5">
            <Link to={localize(PAGE_ROUTES.gamification)}>
              <RankBadge xp={progress.data.xp} className="max-w-none p-3 shadow-none" />
            </Link>
          </DropdownMenuItem>
        ) : progress.isError ? null : (
          <Skeleton className="mx-1 mb-1 h-[5.5rem] rounded-xl" />
        )}
        <DropdownMenuSeparator />
        <div role="group" aria-labelledby={sectionId}>
          <DropdownMenuLabel id={sectionId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('nav.userMenu.memberSection')}
          </DropdownMenuLabel>
          {memberNavItemsFor(user.role).map(({ to, menuLabelKey, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={localize(to)}>
                <Icon aria-hidden="true" />
                {t(menuLabelKey)}
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          {t('nav.userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
