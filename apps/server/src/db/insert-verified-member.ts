import crypto from 'node:crypto';
import type { Role } from '@la-meute/shared';
import type { Database } from './client';
import { account, user } from './schema';

/**
 * A member whose email is already confirmed, with a password credential as Better Auth stores it
 * (seed, browser-test seed, test helpers). The profile trigger adds the profile and level rows.
 */
export async function insertVerifiedMember(
  db: Database,
  member: { email: string; name: string; passwordHash: string; username?: string; role?: Role },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      email: member.email,
      name: member.name,
      username: member.username,
      emailVerified: true,
      role: member.role ?? 'member',
    });
    await tx.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: member.passwordHash });
  });
  return id;
}
