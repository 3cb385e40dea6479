import { PAGE_ROUTES, type NotificationGroup } from '@la-meute/shared';

/**
 * Where a notification leads. The server gives most their page; a new match has none, yet the
 * member's first wish is to see who it is, so it opens the Dating page on its 'Affinités' tab.
 */
export function notificationLink(group: Pick<NotificationGroup, 'kind' | 'link'>): string | null {
  if (group.link) return group.link;
  if (group.kind === 'dating.match') return `${PAGE_ROUTES.dating}?tab=matches`;
  return null;
}
