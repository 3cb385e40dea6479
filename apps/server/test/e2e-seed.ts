// Seeds the browser tests' database before their server starts (playwright.config.ts): two members,
// channels with messages (test ones and a built-in one the interface translates) and published
// events at a local time of their place, named in apps/web/e2e/support/e2e-seed.json so tests can find them.
import fs from 'node:fs';
import path from 'node:path';
import { resolveZonedTime, type EventType } from '@la-meute/shared';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { channels, events, messages, profiles, user } from '../src/db/schema';
import { hashPassword } from '../src/lib/password-hash';
import { eq } from 'drizzle-orm';

interface SeedFile {
  members: { email: string; displayName: string; username: string; city: string }[];
  /** The moderation team and an administrator (same password). */
  staff: { email: string; displayName: string; username: string; city: string; role: 'moderator' | 'admin' }[];
  channels: { name: string; description: string; messages: number }[];
  builtInChannels: { name: string; label: string; description: string; messages: number }[];
  events: { title: string; location: string | null; eventType: EventType; inDays: number; localTime: string; timeZone: string }[];
  password: string;
}

const seed = JSON.parse(
  fs.readFileSync(new URL('../../web/e2e/support/e2e-seed.json', import.meta.url), 'utf8'),
) as SeedFile;
const config = loadConfig();
const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await handle.migrate();
  const db = handle.db;
  const passwordHash = await hashPassword(seed.password);
  const authorIds: string[] = [];
  for (const member of seed.members) {
    const id = await insertVerifiedMember(db, { email: member.email, name: member.displayName, username: member.username, passwordHash });
    authorIds.push(id);
    await db.update(profiles).set({ locationCity: member.city }).where(eq(profiles.userId, id));
  }
  for (const member of seed.staff) {
    const id = await insertVerifiedMember(db, { email: member.email, name: member.displayName, username: member.username, passwordHash });
    await db.update(profiles).set({ locationCity: member.city }).where(eq(profiles.userId, id));
    await db.update(user).set({ role: member.role }).where(eq(user.id, id));
  }
  for (const channel of [...seed.channels, ...seed.builtInChannels]) {
    const [row] = await db.insert(channels).values({ name: channel.name, description: channel.description }).returning();
    for (let index = 0; index < channel.messages; index += 1) {
      await db.insert(messages).values({
        channelId: row!.id,
        content: `Message ${index + 1}`,
        pseudonym: seed.members[0]!.displayName,
        userId: authorIds[0],
        createdAt: new Date(Date.now() - (10 + index) * 60_000),
      });
    }
  }
  for (const event of seed.events) {
    // That many days from now, at that local time of the place (09:00 in Paris whatever the season).
    const day = new Date(Date.now() + event.inDays * 24 * 60 * 60 * 1000);
    const [hour, minute] = event.localTime.split(':').map(Number);
    const eventDate = resolveZonedTime(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: hour!, minute: minute! },
      event.timeZone,
    );
    const { inDays: _inDays, localTime: _localTime, ...values } = event;
    await db.insert(events).values({ ...values, eventDate, isPublished: true });
  }
} finally {
  await handle.close();
}
