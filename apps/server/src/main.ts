import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoData } from './db/seed';

async function start() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });

  if (config.seedOnEmpty && app.database.kind === 'pglite' && (await app.isDatabaseEmpty())) {
    const summary = await seedDemoData(app.db, app.log);
    app.log.info(summary, 'Empty embedded database: demo data seeded (SEED=0 to skip)');
  }

  // Alone (no Redis, so no other instance), nobody can be connected before we listen: statuses
  // left 'online' by a crash would show green dots for good.
  if (!config.redisUrl) await app.services.profiles.resetOnlineStatuses();

  // SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    else app.log.info({ signal }, 'Shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `La Meute is ready at ${config.appUrl}`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
