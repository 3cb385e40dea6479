import crypto from 'node:crypto';
import type { DatabaseHandle } from '../../src/db/client';
import { insertVerifiedMember } from '../../src/db/insert-verified-member';
import { channels, messages, posts, user } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password-hash';

export const STORM_PASSWORD = 'tempete-de-connexions-42';

/** Members, posts, and a chat history large enough that a scan of it shows (100k). */
export async function seedBenchData(handle: DatabaseHandle, counts: { members: number; posts: number; messages: number; stormMembers: number }) {
  const { db } = handle;
  const ids = Array.from({ length: counts.members }, () => crypto.randomUUID());
  for (let start = 0; start < counts.members; start += 250) {
    await db.insert(user).values(
      ids.slice(start, start + 250).map((id, index) => ({ id, email: `bench${start + index}@example.org`, name: `Membre ${start + index}`, emailVerified: true })),
    );
  }
  const now = Date.now();
  const postIds: string[] = [];
  for (let start = 0; start < counts.posts; start += 1000) {
    const rows = await db
      .insert(posts)
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          userId: ids[(start + index) % counts.members]!,
          content: `Publication ${start + index} de la meute #wellness #community — ${'bla '.repeat(20)}`,
          createdAt: new Date(now - (start + index) * 60_000),
        })),
      )
      .returning({ id: posts.id });
    postIds.push(...rows.map((row) => row.id));
  }
  const channelRows = await db
    .insert(channels)
    .values(['general', 'wellbeing', 'events', 'help'].map((name) => ({ name, description: name })))
    .returning({ id: channels.id });
  for (let start = 0; start < counts.messages; start += 5000) {
    await db.insert(messages).values(
      Array.from({ length: Math.min(5000, counts.messages - start) }, (_, index) => ({
        channelId: channelRows[(start + index) % channelRows.length]!.id,
        content: `Message ${start + index} dans la clairière`,
        pseudonym: `Loup${(start + index) % 500}`,
        userId: ids[(start + index) % counts.members]!,
        createdAt: new Date(now - (start + index) * 1000),
      })),
    );
  }
  // Members who can really sign in, for the sign-in storm.
  const passwordHash = await hashPassword(STORM_PASSWORD);
  const stormEmails: string[] = [];
  for (let index = 0; index < counts.stormMembers; index += 1) {
    const email = `tempete${index}@example.org`;
    await insertVerifiedMember(db, { email, name: `Tempête ${index}`, passwordHash });
    stormEmails.push(email);
  }
  return { postIds, stormEmails };
}
