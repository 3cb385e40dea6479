import type { SessionUser } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';

const popup = deferComponent(() => import('./user-menu-popup').then((module) => module.UserMenuPopup));

/** SPEC §2: the signed-in member's round button; its menu (Radix) loads on first use (ADR 011). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('nav.userMenu.label')}>
      <Avatar name={user.displayName || user.username || user.email} avatarUrl={user.avatarUrl} />
    </Button>
  );
  return <DeferredMenu trigger={trigger} preload={popup.preload} renderMenu={(opened) => <popup.Component user={user} trigger={opened} />} />;
}
