import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase, type DatabaseKind } from './databases';
import { startMailCatcher } from './mail-catcher';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: App;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  dataDir: string;
  close: () => Promise<void>;
}

/** The configuration every test app runs with: its own data folder, no web build, a fixed secret. */
export function loadTestConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    WEB_SSR_DIR: path.join(dataDir, 'no-web-build'),
    SESSION_SECRET: TEST_SECRET,
    APP_URL: 'http://localhost:3000',
    ...env,
  });
}

/** The whole app on a fresh database, with mail going to an in-process SMTP server. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-test-'));
  const mail = await startMailCatcher();
  const database = await openTestDatabase(kind);
  const config = loadTestConfig(dataDir, { SMTP_URL: mail.url, ...env });
  const app = await buildApp({ config, database, logger: false });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    mail,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      await mail.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance on the first one's database and data folder, sharing Redis, as two servers
 * behind a load balancer; the caller closes it before the first.
 */
export async function createSecondInstance(first: TestApp, redisUrl: string): Promise<App> {
  const second = await buildApp({ config: loadTestConfig(first.dataDir, { REDIS_URL: redisUrl }), database: first.app.database, logger: false });
  await second.ready();
  return second;
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

/** The `name=value` part of each Set-Cookie, ready to send back as a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}
