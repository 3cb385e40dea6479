import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoData } from './seed';

// `npm run seed`: the same demo data the first start adds, on the configured database.
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
try {
  await handle.migrate();
  const summary = await seedDemoData(handle.db);
  console.log(`Seeded ${summary.members} members and ${summary.channels} channels.`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_MEMBERS.map((member) => member.email).join(', ')}`);
} finally {
  await handle.close();
}
