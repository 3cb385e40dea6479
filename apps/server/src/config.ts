import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '@la-meute/shared';
import { parseAllowedHost } from './lib/outbound-guard';
import { repoRoot } from './server-root';

/** An S3-compatible bucket for media (S3_* variables). */
export interface S3Options {
  endpoint: string;
  region: string;
  /** The S3 bucket; SPEC buckets (`media`, `profiles`) are key prefixes inside it. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base address of the bucket or its CDN; objects are then fetched from there directly. */
  publicUrl?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO, Garage and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** The translation providers, by variable: LibreTranslate, an OpenAI-compatible API, or none. */
export interface TranslationProviderConfig {
  libreTranslate: { url: string; apiKey?: string } | null;
  openAi: { url: string; apiKey?: string; model: string } | null;
}

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const optionalAmount = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().nonnegative().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // The page renderer built from apps/web/src/entry-server.tsx (ADR 009).
  WEB_SSR_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist-ssr')),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('La Meute <no-reply@lameute.local>'),
  ADMIN_EMAILS: z.string().default(''),
  // Unset: X-Forwarded-For is ignored. "true" or a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
  SEED: booleanish.optional(),
  // Operator details for the legal pages and footer. Unset, they are empty (the pages say they are
  // not published yet) and the start-up log lists them (OPERATOR_DETAIL_VARIABLES).
  SITE_NAME: z.string().default('La Meute'),
  OPERATOR_NAME: z.string().default(''),
  OPERATOR_LEGAL_FORM: z.string().default('Association loi 1901'),
  OPERATOR_ADDRESS: z.string().default(''),
  OPERATOR_EMAIL: z.string().default('contact@lameute.local'),
  OPERATOR_REGISTRATION: z.string().default(''),
  PUBLICATION_DIRECTOR: z.string().default(''),
  HOST_NAME: z.string().default(''),
  HOST_ADDRESS: z.string().default(''),
  HOST_WEBSITE: z.string().default(''),
  SOURCE_CODE_URL: z.string().default(''),
  // "Name|https://…" pairs separated by commas.
  SOCIAL_LINKS: z.string().default(''),
  // The month's published figures; unset (or blank), /support says none are published yet.
  DONATION_MONTHLY_GOAL: optionalAmount,
  DONATION_RAISED: optionalAmount,
  // With REDIS_URL, Socket.IO rooms are shared by every server instance through Redis.
  REDIS_URL: z.string().optional(),
  // An OpenAI-compatible moderation endpoint (e.g. https://api.openai.com/v1/moderations).
  MODERATION_API_URL: z.url().optional(),
  MODERATION_API_KEY: z.string().optional(),
  MODERATION_MODEL: z.string().optional(),
  // Translation (SPEC §7 ai-translate): LibreTranslate, else an OpenAI-compatible API; neither, no 'Traduire'.
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  // An OpenAI-compatible API (base URL, e.g. https://api.openai.com/v1) for the AI helpers.
  AI_API_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  // The same API's images/generations, for 'Generate AI Photos' (drawn avatars are always offered).
  AI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  // S3-compatible media storage; without S3_BUCKET files go to DATA_DIR/media.
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  // Web push: VAPID keys (both or neither; unset: generated into DATA_DIR/vapid.json).
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  // Who push services may contact (default: mailto: the operator's email).
  VAPID_SUBJECT: z.string().optional(),
  // A message's push waits this long and is dropped if the member read it meanwhile.
  PUSH_MESSAGE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  // host:port pairs, comma-separated, that member-given addresses may reach although private (a local push service).
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
});

export type Env = z.input<typeof envSchema>;

/** What the legal pages need from the operator (mentions légales, DSA contact, host). */
export const OPERATOR_DETAIL_VARIABLES = [
  'OPERATOR_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_EMAIL',
  'OPERATOR_REGISTRATION',
  'PUBLICATION_DIRECTOR',
  'HOST_NAME',
  'HOST_ADDRESS',
  'HOST_WEBSITE',
] as const;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  appUrl: string;
  dataDir: string;
  webDistDir: string;
  webSsrDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  trustProxy: boolean | string[];
  /** Seed demo data on the first start of an empty embedded database. */
  seedOnEmpty: boolean;
  publicConfig: PublicConfig;
  s3: S3Options | null;
  redisUrl: string | undefined;
  moderationApi: { url: string; apiKey?: string; model?: string } | null;
  translation: TranslationProviderConfig;
  imageGeneration: { url: string; apiKey?: string; model: string } | null;
  /** Configured VAPID keys (null: generated into the data folder) and the push delay. */
  push: { vapidKeys: { publicKey: string; privateKey: string } | null; subject: string; messageDelayMs: number };
  /** The exceptions to the outbound guard (lib/outbound-guard.ts), as exact `host:port` pairs. */
  outbound: { allowHosts: string[] };
  /** Operator details left unset (OPERATOR_DETAIL_VARIABLES), warned about at start-up. */
  missingOperatorDetails: string[];
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function parseSocialLinks(value: string): { name: string; url: string }[] {
  return value
    .split(',')
    .map((entry) => entry.split('|').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0]) && /^https?:\/\//.test(parts[1] ?? ''))
    .map(([name, url]) => ({ name, url }));
}

function parseS3(value: z.infer<typeof envSchema>): S3Options | null {
  if (!value.S3_BUCKET) return null;
  if (!value.S3_ENDPOINT || !value.S3_ACCESS_KEY_ID || !value.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION,
    bucket: value.S3_BUCKET,
    accessKeyId: value.S3_ACCESS_KEY_ID,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY,
    publicUrl: value.S3_PUBLIC_URL,
    forcePathStyle: value.S3_FORCE_PATH_STYLE ?? true,
  };
}

function parseAllowHosts(value: string): string[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const parsed = parseAllowedHost(entry);
    if (!parsed) throw new ConfigError(`Invalid configuration: OUTBOUND_ALLOW_HOSTS takes host:port pairs, not "${entry}"`);
    return parsed;
  });
}

function parseVapidKeys(value: z.infer<typeof envSchema>): AppConfig['push']['vapidKeys'] {
  if (!value.VAPID_PUBLIC_KEY && !value.VAPID_PRIVATE_KEY) return null;
  if (!value.VAPID_PUBLIC_KEY || !value.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  return { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY };
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
    webSsrDir: path.resolve(value.WEB_SSR_DIR),
    databaseUrl: value.DATABASE_URL || undefined,
    sessionSecret: value.SESSION_SECRET,
    smtpUrl: value.SMTP_URL || undefined,
    mailFrom: value.MAIL_FROM,
    adminEmails: value.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    seedOnEmpty: value.SEED ?? true,
    s3: parseS3(value),
    redisUrl: value.REDIS_URL || undefined,
    moderationApi: value.MODERATION_API_URL
      ? { url: value.MODERATION_API_URL, apiKey: value.MODERATION_API_KEY, model: value.MODERATION_MODEL }
      : null,
    translation: {
      libreTranslate: value.LIBRETRANSLATE_URL ? { url: value.LIBRETRANSLATE_URL, apiKey: value.LIBRETRANSLATE_API_KEY } : null,
      openAi: value.AI_API_URL ? { url: value.AI_API_URL, apiKey: value.AI_API_KEY, model: value.AI_MODEL } : null,
    },
    imageGeneration: value.AI_API_URL ? { url: value.AI_API_URL, apiKey: value.AI_API_KEY, model: value.AI_IMAGE_MODEL } : null,
    push: {
      vapidKeys: parseVapidKeys(value),
      subject: value.VAPID_SUBJECT ?? `mailto:${value.OPERATOR_EMAIL}`,
      messageDelayMs: value.PUSH_MESSAGE_DELAY_MS,
    },
    outbound: { allowHosts: parseAllowHosts(value.OUTBOUND_ALLOW_HOSTS) },
    missingOperatorDetails: OPERATOR_DETAIL_VARIABLES.filter((name) => !env[name]?.trim()),
    publicConfig: {
      siteName: value.SITE_NAME,
      siteUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
      operator: {
        name: value.OPERATOR_NAME,
        legalForm: value.OPERATOR_LEGAL_FORM,
        address: value.OPERATOR_ADDRESS,
        email: value.OPERATOR_EMAIL,
        registration: value.OPERATOR_REGISTRATION,
        publicationDirector: value.PUBLICATION_DIRECTOR,
      },
      host: { name: value.HOST_NAME, address: value.HOST_ADDRESS, website: value.HOST_WEBSITE },
      links: {
        contactEmail: value.OPERATOR_EMAIL,
        sourceCode: value.SOURCE_CODE_URL,
        social: parseSocialLinks(value.SOCIAL_LINKS),
      },
      // Figures are shown only as the operator published them: a default would read as real.
      donations:
        value.DONATION_MONTHLY_GOAL !== undefined && value.DONATION_RAISED !== undefined
          ? { monthlyGoal: value.DONATION_MONTHLY_GOAL, raised: value.DONATION_RAISED, currency: 'EUR' }
          : null,
      features: { translation: Boolean(value.LIBRETRANSLATE_URL || value.AI_API_URL) },
    },
  };
}

/**
 * The legal pages cannot name the association, its RNA number or its host until the operator sets
 * them: said once at start-up, so a deployment does not go live unnoticed without them.
 */
export function warnMissingOperatorDetails(config: Pick<AppConfig, 'missingOperatorDetails'>, log: { warn: (details: object, message: string) => void }): void {
  if (config.missingOperatorDetails.length === 0) return;
  log.warn(
    { missing: config.missingOperatorDetails },
    `Operator details not set: ${config.missingOperatorDetails.join(', ')}. The legal pages say they are not published yet.`,
  );
}
