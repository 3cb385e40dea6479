import type { SessionUser } from '@la-meute/shared';

/** Who is acting: a signed-in member, an anonymous pseudonym (signed token), or a read-only guest. */
export type Identity =
  | { kind: 'member'; user: SessionUser; sessionToken: string }
  | { kind: 'anonymous'; sessionId: string; pseudonym: string }
  | { kind: 'guest' };
