import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { configuredDatabaseTarget, openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { isDatabaseEmpty } from '../../db/probes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    isDatabaseEmpty: () => Promise<boolean>;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** A database opened by the caller (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

/** Opens the database (embedded PGlite in DATA_DIR/db, or DATABASE_URL) and applies migrations. */
export default fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const handle = database ?? (await openDatabase(configuredDatabaseTarget(config)));
    await handle.migrate();
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.decorate('isDatabaseEmpty', () => isDatabaseEmpty(handle.db));
    // Close the database last, after the routes have finished their in-flight work.
    app.addHook('onClose', async () => {
      if (!database) await handle.close();
    });
  },
  { name: 'database' },
);
