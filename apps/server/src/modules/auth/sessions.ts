import type { AuthRepository } from './auth.repository';
import type { ResolvedSession } from './session-resolver';

/** The sessions of this instance: what the HTTP routes, the sockets and the auth service share. */
export interface Sessions {
  /** The member behind a Cookie header (sockets use it at their handshake). */
  resolve: (cookieHeader: string | undefined) => Promise<ResolvedSession>;
  readSessionToken: (cookieHeader: string | undefined) => string | null;
  /**
   * Every instance drops its cached answer for this session token, so the next request reads the
   * session afresh: after a sign-out (refused at once) or a change the session carries (its language).
   */
  forget: (token: string) => Promise<void>;
  /**
   * Ends all of a member's sessions everywhere (a ban, a password change): their cached answers
   * and their sockets, on every instance, through the `member.signed-out` domain event.
   */
  revokeMember: (userId: string) => void;
  repository: AuthRepository;
}
