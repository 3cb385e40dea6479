import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it("opens the Dating page's matches for a new match, which the server gives no page", () => {
    expect(notificationLink({ kind: 'dating.match', link: null })).toBe('/dating?tab=matches');
  });

  it('keeps the page the server gave, and gives none to a notification without one', () => {
    expect(notificationLink({ kind: 'post.liked', link: '/post/42' })).toBe('/post/42');
    expect(notificationLink({ kind: 'dating.match', link: '/dating' })).toBe('/dating');
    expect(notificationLink({ kind: 'post.liked', link: null })).toBeNull();
  });
});
