import { PAGE_ROUTES } from '@la-meute/shared';
import {
  Bot,
  CalendarDays,
  Compass,
  HandHeart,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  Trophy,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { TranslationKey } from '@/lib/i18n';

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

/** A member page: in the phone menu under `labelKey`, in the account menu under `menuLabelKey`. */
export type MemberNavItem = NavItem & { menuLabelKey: TranslationKey };

/**
 * SPEC §2: these links are visible only to signed-in members. On a wide screen they sit, labelled,
 * in the account menu (My Profile, Discover People…): the bar has no room left for their labels.
 */
export const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { to: PAGE_ROUTES.profile, labelKey: 'nav.profile', menuLabelKey: 'nav.userMenu.profile', icon: UserRound },
  { to: PAGE_ROUTES.discovery, labelKey: 'nav.discovery', menuLabelKey: 'nav.userMenu.discovery', icon: Compass },
  { to: PAGE_ROUTES.aiControl, labelKey: 'nav.aiControl', menuLabelKey: 'nav.aiControl', icon: Bot },
];
