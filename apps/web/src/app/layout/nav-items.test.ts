import { PAGE_ROUTES } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { memberNavItemsFor } from './nav-items';

const pagesFor = (role: Parameters<typeof memberNavItemsFor>[0]) => memberNavItemsFor(role).map((item) => item.to);

describe('memberNavItemsFor', () => {
  it('offers every member Dating and the group messages, and no team page', () => {
    expect(pagesFor('member')).toEqual([PAGE_ROUTES.profile, PAGE_ROUTES.discovery, PAGE_ROUTES.dating, PAGE_ROUTES.messages]);
  });

  it('adds moderation for a moderator, and the AI centre only for an admin', () => {
    expect(pagesFor('moderator')).toContain(PAGE_ROUTES.moderation);
    expect(pagesFor('moderator')).not.toContain(PAGE_ROUTES.aiControl);
    expect(pagesFor('admin')).toEqual(expect.arrayContaining([PAGE_ROUTES.moderation, PAGE_ROUTES.aiControl]));
  });
});
