import type { SessionUser } from '@la-meute/shared';
import { LanguageMenu } from './language-menu';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';
import { SearchField } from './search-field';
import { UserMenu } from './user-menu';

/**
 * The bar's search, language menu and a member's messages, bell and account menu: the navbar
 * loads them apart, once the page is live; until then the server's buttons stand, and a tap on
 * one is played back when they are there.
 */
export function BarTools({ user }: { user: SessionUser | null }) {
  return (
    <>
      <SearchField />
      <LanguageMenu />
      {user ? (
        <>
          <MessagesLink />
          <NotificationsBell />
          <UserMenu user={user} />
        </>
      ) : null}
    </>
  );
}
