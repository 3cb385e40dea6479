/** The anonymous-session API's address, apart from its schemas (see auth-routes.ts, ADR 011). */
export const ANONYMOUS_ROUTES = { createToken: '/api/anonymous' } as const;
