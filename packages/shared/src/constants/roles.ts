export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// A higher rank includes the rights of the lower ones.
export const ROLE_RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };

/** The one role check: whether `role` carries the rights of `required`. */
export function hasRole(role: Role, required: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}
