// Seeds the browser tests' database before their server starts (playwright.config.ts): two members
// and two channels with messages, named in apps/web/e2e/support/e2e-seed.json so tests can find them.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { channels, messages, profiles } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { eq } from 'drizzle-orm';

interface SeedFile {
  members: { email: string; displayName: string; username: string; city: string }[];
  channels: { name: string; description: string; messages: number }[];
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
  for (const channel of seed.channels) {
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
} finally {
  await handle.close();
}
