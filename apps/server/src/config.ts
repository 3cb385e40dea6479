import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('La Meute <no-reply@lameute.local>'),
  ADMIN_EMAILS: z.string().default(''),
  // Unset: X-Forwarded-For is ignored. "true" or a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
  SEED: booleanish.optional(),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  appUrl: string;
  dataDir: string;
  webDistDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  trustProxy: boolean | string[];
  /** Seed demo data on the first start of an empty embedded database. */
  seedOnEmpty: boolean;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

export class ConfigError extends Error {}

/** Reads the environment once at boot; every default works with nothing set. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    appUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(value.DATA_DIR),
    webDistDir: path.resolve(value.WEB_DIST_DIR),
    databaseUrl: value.DATABASE_URL || undefined,
    sessionSecret: value.SESSION_SECRET,
    smtpUrl: value.SMTP_URL || undefined,
    mailFrom: value.MAIL_FROM,
    adminEmails: value.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    seedOnEmpty: value.SEED ?? true,
  };
}
