import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/dom/utils';

/** The query parameter that opens a member's profile dialog over any page (app/layout). */
export const MEMBER_QUERY_PARAM = 'member';

type MemberLinkProps = { username: string; children: ReactNode; className?: string };

/** A link that opens a member's profile over the page the reader is on (a mention, a search result). */
export function MemberLink({ username, children, className }: MemberLinkProps) {
  // The current page's address with `?member=<username>`: the profile opens where the reader is.
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(MEMBER_QUERY_PARAM, username);
  return (
    <Link to={`${pathname}?${params.toString()}`} preventScrollReset className={cn('font-medium text-primary hover:underline', className)}>
      {children}
    </Link>
  );
}
