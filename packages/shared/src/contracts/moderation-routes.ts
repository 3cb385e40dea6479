import { endpoint } from './endpoint';

/**
 * The moderation API's endpoints, apart from their schemas (ADR 011): the desk (moderators and
 * admins), the member's own decisions (`myDecisions`, `appealDecision`) and the banned member's
 * appeal; moderation.ts joins the schemas to them.
 */
export const MODERATION_API = {
  /** The pending reports and the counters. */
  listReports: endpoint('GET', '/api/moderation/reports'),
  resolveReport: endpoint('POST', '/api/moderation/reports/:id/resolve'),
  dismissReport: endpoint('POST', '/api/moderation/reports/:id/dismiss'),
  /** The automatic moderation's refusals (?page=). */
  listRejections: endpoint('GET', '/api/moderation/rejections'),
  /** The audit log (?page=). */
  listActions: endpoint('GET', '/api/moderation/actions'),
  /** A decision against a member. */
  createAction: endpoint('POST', '/api/moderation/actions'),
  /** Member search (?q=). */
  searchUsers: endpoint('GET', '/api/moderation/users'),
  userHistory: endpoint('GET', '/api/moderation/users/:id'),
  /** Admins only. */
  changeRole: endpoint('PATCH', '/api/moderation/users/:id/role'),
  /** { kind: 'ban' | 'mute' }: unban or unmute. */
  liftRestriction: endpoint('POST', '/api/moderation/users/:id/lift'),
  /** The extra moderation words. */
  listWords: endpoint('GET', '/api/moderation/words'),
  addWord: endpoint('POST', '/api/moderation/words'),
  removeWord: endpoint('DELETE', '/api/moderation/words/:language/:word'),
  /** The pending appeals. */
  listAppeals: endpoint('GET', '/api/moderation/appeals'),
  decideAppeal: endpoint('POST', '/api/moderation/appeals/:id/decide'),
  /** The member's own decisions (statements of reasons) and their appeal. */
  myDecisions: endpoint('GET', '/api/me/moderation-decisions'),
  appealDecision: endpoint('POST', '/api/me/moderation-decisions/:id/appeal'),
  /** { token, message }: a banned member's appeal, with the token their refused sign-in gave (public). */
  bannedAppeal: endpoint('POST', '/api/moderation-appeals'),
};

export const MODERATION_LIMITS = { ground: 500, facts: 2000, note: 2000, appeal: 2000, word: 60, search: 100 } as const;
export const MODERATION_PAGE_SIZE = 30;
