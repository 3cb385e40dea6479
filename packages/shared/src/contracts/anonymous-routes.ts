import { endpoint } from './endpoint';

/** The anonymous-session API's endpoint, apart from its schemas (see auth-routes.ts, ADR 011). */
export const ANONYMOUS_API = { createToken: endpoint('POST', '/api/anonymous') };
