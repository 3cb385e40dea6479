import type { Role } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';
import { memberNavItemsFor, PUBLIC_NAV_ITEMS, type NavItem } from './nav-items';

type NavLinksProps = {
  /** The signed-in member's role, null for a visitor. */
  role: Role | null;
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
};

export function NavLinks({ role, layout, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // The bar holds the public pages; a member's own pages are in the account menu (user-menu-popup).
  const items: readonly NavItem[] = layout === 'panel' && role ? [...PUBLIC_NAV_ITEMS, ...memberNavItemsFor(role)] : PUBLIC_NAV_ITEMS;
  return (
    <ul
      className={cn(
        // Should the bar still overflow, it scrolls instead of pushing the account menu off screen.
        layout === 'bar' ? 'flex items-center gap-1 overflow-x-auto px-1 py-1 [scrollbar-width:none]' : 'grid gap-1',
      )}
    >
      {items.map(({ to, labelKey, icon: Icon }) => (
        <li key={to} className="shrink-0">
          <NavLink
            to={localize(to)}
            onClick={onNavigate}
            title={layout === 'bar' ? t(labelKey) : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground',
                isActive && 'bg-secondary text-secondary-foreground',
                layout === 'panel' && 'px-3 py-2.5 text-base',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {/* In the bar, labels give way to icons below 1280 px; the name stays for assistive tech. */}
            <span className={cn(layout === 'bar' && 'sr-only xl:not-sr-only')}>{t(labelKey)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
