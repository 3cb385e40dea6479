import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, warnMissingOperatorDetails } from './config';
import { configuredDatabaseTarget, openDatabase } from './db/client';

async function start() {
  const startedAt = performance.now();
  const config = loadConfig();
  // The database opens first (PGlite compiles its WASM in a worker thread) while this thread loads
  // the rest of the server, which is imported only now: the two used to run one after the other,
  // which slowed start-up.
  const opening = openDatabase(configuredDatabaseTarget(config));
  opening.catch(() => undefined); // awaited below; not an unhandled rejection while the import runs
  const [{ buildApp }, { seedDemoData }] = await Promise.all([import('./app'), import('./db/seed')]);
  const database = await opening;
  const app = await buildApp({ config, database });
  warnMissingOperatorDetails(config, app.log);

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
    // Ours, not the app's: closed once everything that queries it has stopped.
    await database.close();
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
