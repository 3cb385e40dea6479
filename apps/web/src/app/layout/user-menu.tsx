import type { SessionUser } from '@la-meute/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';

const popup = deferComponent(() => import('./user-menu-popup').then((module) => module.UserMenuPopup));

function initialOf(user: SessionUser): string {
  return (user.displayName || user.username || user.email).charAt(0).toLocaleUpperCase();
}

/** SPEC §2: the signed-in member's round button; its menu (Radix) loads on first use (ADR 011). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('nav.userMenu.label')}>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initialOf(user)}
      </span>
    </Button>
  );
  return <DeferredMenu trigger={trigger} preload={popup.preload} renderMenu={(opened) => <popup.Component user={user} trigger={opened} />} />;
}
