import { hasRole, PAGE_ROUTES, type Role } from '@la-meute/shared';
import {
  Bot,
  CalendarDays,
  Compass,
  HandHeart,
  Heart,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { TranslationKey } from '@/lib/i18n/i18n';

export type NavItem = { to: string; labelKey: TranslationKey; icon: LucideIcon };

export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { to: PAGE_ROUTES.feed, labelKey: 'nav.feed', icon: Newspaper },
  { to: PAGE_ROUTES.chat, labelKey: 'nav.chat', icon: MessageCircle },
  { to: PAGE_ROUTES.forum, labelKey: 'nav.forum', icon: MessagesSquare },
  { to: PAGE_ROUTES.events, labelKey: 'nav.events', icon: CalendarDays },
  { to: PAGE_ROUTES.community, labelKey: 'nav.community', icon: UsersRound },
  { to: PAGE_ROUTES.gamification, labelKey: 'nav.gamification', icon: Trophy },
  { to: PAGE_ROUTES.support, labelKey: 'nav.support', icon: HandHeart },
];

/**
 * A member page: in the phone menu under `labelKey`, in the account menu under `menuLabelKey`;
 * `role`, when set, is the least role the page opens to.
 */
export type MemberNavItem = NavItem & { menuLabelKey: TranslationKey; role?: Role };

/**
 * SPEC §2: these links are visible only to signed-in members. On a wide screen they sit, labelled,
 * in the account menu (My Profile, Discover People…): the bar has no room left for their labels.
 */
const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { to: PAGE_ROUTES.profile, labelKey: 'nav.profile', menuLabelKey: 'nav.userMenu.profile', icon: UserRound },
  { to: PAGE_ROUTES.discovery, labelKey: 'nav.discovery', menuLabelKey: 'nav.userMenu.discovery', icon: Compass },
  { to: PAGE_ROUTES.dating, labelKey: 'nav.dating', menuLabelKey: 'nav.dating', icon: Heart },
  // The bar's envelope opens the direct messages; groups are made and read on /messages.
  { to: PAGE_ROUTES.messages, labelKey: 'nav.groupMessages', menuLabelKey: 'nav.groupMessages', icon: Users },
  { to: PAGE_ROUTES.moderation, labelKey: 'moderation.nav', menuLabelKey: 'moderation.nav', icon: ShieldCheck, role: 'moderator' },
  { to: PAGE_ROUTES.aiControl, labelKey: 'nav.aiControl', menuLabelKey: 'nav.aiControl', icon: Bot, role: 'admin' },
];

/**
 * The member pages this role opens: a page the server would refuse ('Accès réservé aux
 * administrateurs') is not offered at all.
 */
export function memberNavItemsFor(role: Role): readonly MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.role || hasRole(role, item.role));
}
