import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { getLevelForXp } from '@la-meute/shared';
import { hashPassword } from '../lib/password-hash';
import type { Database } from './client';
import { insertVerifiedMember } from './insert-verified-member';
import { channels, events, forumReplies, forumTopics, messages, posts, profiles, user, userLevels } from './schema';
import { DEMO_FORUM_REPLIES, DEMO_MESSAGES, DEMO_POSTS, DEMO_TOPICS, demoEvents } from './seed-content';

/** Shared by every demo account; printed in the README. Demo data only. */
export const DEMO_PASSWORD = 'meute-demo-2025';

// Their XP spreads the demo over several levels and ranks (SPEC §9); a newcomer starts at 0.
export const DEMO_MEMBERS = [
  { email: 'alpha@lameute.local', username: 'alpha', displayName: 'Alpha de la Meute', role: 'admin', city: 'Paris', bio: 'Je veille sur la meute et ses règles.', xp: 4200 },
  { email: 'marie@lameute.local', username: 'marie', displayName: 'Marie Lune', role: 'member', city: 'Lyon', bio: 'Yoga, plantes médicinales et longues marches.', xp: 1250 },
  { email: 'lucas@lameute.local', username: 'lucas', displayName: 'Lucas Sylve', role: 'member', city: 'Grenoble', bio: 'Randonneur, apprenti permaculteur.', xp: 0 },
  { email: 'ines@lameute.local', username: 'ines', displayName: 'Inès Rivière', role: 'member', city: 'Bordeaux', bio: 'Méditation et cuisine de saison.', xp: 320 },
  { email: 'theo@lameute.local', username: 'theo', displayName: 'Théo Vent', role: 'moderator', city: 'Nantes', bio: 'Organise des rencontres locales.', xp: 2300 },
] as const;

/** Demo members open to dating, so /dating shows real profiles on a fresh start. */
const DEMO_DATING: Record<string, { age: number; gender: 'female' | 'male' | 'non-binary'; interests: string[] }> = {
  marie: { age: 34, gender: 'female', interests: ['yoga', 'plantes médicinales', 'randonnée'] },
  lucas: { age: 31, gender: 'male', interests: ['randonnée', 'permaculture', 'méditation'] },
  ines: { age: 29, gender: 'female', interests: ['méditation', 'cuisine de saison', 'yoga'] },
};

// SPEC §2 public chat channels.
export const DEMO_CHANNELS = [
  { name: 'general', description: 'Discussions générales de la meute' },
  { name: 'wellbeing', description: 'Bien-être holistique, santé naturelle et équilibre' },
  { name: 'events', description: 'Rencontres locales et événements à venir' },
  { name: 'help', description: 'Entraide et questions sur la communauté' },
] as const;

/** Idempotent: members and channels that already exist are left as they are. */
export async function seedDemoData(db: Database, logger?: FastifyBaseLogger) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let members = 0;
  const memberIds: string[] = [];
  for (const member of DEMO_MEMBERS) {
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, member.email)).limit(1);
    if (existing[0]) {
      memberIds.push(existing[0].id);
      continue;
    }
    const id = await insertVerifiedMember(db, {
      email: member.email,
      name: member.displayName,
      username: member.username,
      role: member.role,
      passwordHash,
    });
    memberIds.push(id);
    await db
      .update(profiles)
      .set({
        bio: member.bio,
        locationCity: member.city,
        locationCountry: 'France',
        languages: ['fr'],
        ...(DEMO_DATING[member.username] ? { ...DEMO_DATING[member.username], lookingFor: 'all' as const } : {}),
      })
      .where(eq(profiles.userId, id));
    await db.update(userLevels).set({ xp: member.xp, level: getLevelForXp(member.xp).level }).where(eq(userLevels.userId, id));
    members += 1;
  }
  const inserted = await db
    .insert(channels)
    .values(DEMO_CHANNELS.map((channel) => ({ ...channel })))
    .onConflictDoNothing({ target: channels.name })
    .returning({ id: channels.id });
  // Content only goes into a database that has none, so a re-run never duplicates it.
  if (members > 0) await seedDemoContent(db, memberIds);
  logger?.debug({ members, channels: inserted.length }, 'Seed done');
  return { members, channels: inserted.length };
}

async function seedDemoContent(db: Database, memberIds: string[]) {
  const now = new Date();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const author = (index: number) => {
    const member = DEMO_MEMBERS[index]!;
    return { id: memberIds[index]!, pseudonym: member.displayName, level: getLevelForXp(member.xp).level };
  };
  const channelIds = new Map(
    (await db.select({ id: channels.id, name: channels.name }).from(channels)).map((row) => [row.name, row.id]),
  );
  await db.insert(events).values(demoEvents(now).map((event) => ({ ...event, organizerId: memberIds[4], isPublished: true })));
  await db.insert(messages).values(
    DEMO_MESSAGES.filter(([channel]) => channelIds.has(channel)).map(([channel, index, content, ago]) => ({
      channelId: channelIds.get(channel)!,
      content,
      pseudonym: author(index).pseudonym,
      userId: author(index).id,
      userLevel: author(index).level,
      createdAt: minutesAgo(ago),
    })),
  );
  const topics = await db
    .insert(forumTopics)
    .values(
      DEMO_TOPICS.map(([index, title, content, category, ago]) => ({
        title,
        content,
        category,
        pseudonym: author(index).pseudonym,
        userId: author(index).id,
        userLevel: author(index).level,
        createdAt: minutesAgo(ago),
        updatedAt: minutesAgo(ago),
      })),
    )
    .returning({ id: forumTopics.id });
  // Counters and last_reply_at follow by trigger (migration 0014).
  await db.insert(forumReplies).values(
    DEMO_FORUM_REPLIES.map(([topic, index, content, ago]) => ({
      topicId: topics[topic]!.id,
      content,
      userId: author(index).id,
      userLevel: author(index).level,
      createdAt: minutesAgo(ago),
      updatedAt: minutesAgo(ago),
    })),
  );
  await db.insert(posts).values(
    DEMO_POSTS.map(([index, content, ago]) => ({ userId: author(index).id, content, createdAt: minutesAgo(ago), updatedAt: minutesAgo(ago) })),
  );
}
