import { resolve } from 'node:path';
import { z } from 'zod';
import { LIMITS, isEmailAddress } from 'contracts';

/**
 * Configuration is read once from the environment and validated here; a wrong value stops the
 * start with a message naming the variable. Every variable is documented in api/README.md.
 */

const DURATION = /^(\d+)(ms|s|m|h|d)?$/;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '8h', '30m', '90s', '500ms', '2d' or a plain number of seconds → milliseconds. */
export function parseDuration(value: string): number | undefined {
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's') as keyof typeof UNIT_MS;
  return Number(match[1]) * UNIT_MS[unit];
}

const duration = (min: number, max: number, example: string) =>
  z.string().transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined || ms < min || ms > max) {
      ctx.addIssue({ code: 'custom', message: `must be a duration like ${example} between ${min / 1000}s and ${max / 1000}s` });
      return z.NEVER;
    }
    return ms;
  });

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number between ${min} and ${max}` });

const BYTES = /^(\d+)\s*(b|kb|mb)?$/i;
const byteSize = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const match = BYTES.exec(value.trim());
    const n = match ? Number(match[1]) * ({ b: 1, kb: 1024, mb: 1024 * 1024 }[(match[2] ?? 'b').toLowerCase() as 'b'] ?? 1) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: 'custom', message: `must be a size in bytes (or with kb/mb) between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** An origin such as https://www.example.com (scheme, host and optional port, nothing else). */
const origin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: (issue) => `'${String(issue.input)}' is not an origin like https://example.com (no path, no trailing slash)` },
);

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
    error: (issue) => `'${String(issue.input)}' is not a host name like res.cloudinary.com`,
  })
  .transform((h) => h.toLowerCase());

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a ${what} URL` },
  );

const trustProxy = z.string().transform((value): boolean | number | string[] => {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
});

/** Characters that would let a value start a new mail header line. */
const LINE_BREAK = /[\r\n]/;

/** `Name <address>` or a bare address, on one line. */
const mailbox = z.string().refine(
  (value) => {
    if (LINE_BREAK.test(value)) return false;
    const open = value.lastIndexOf('<');
    const address = open === -1 ? value.trim() : value.slice(open + 1, value.lastIndexOf('>')).trim();
    return (open === -1 || value.trimEnd().endsWith('>')) && isEmailAddress(address);
  },
  { error: 'must be an email address, optionally with a name: Savanna Digital <info@example.com> (one line)' },
);

const smtpUrl = z.string().refine(
  (value) => {
    if (LINE_BREAK.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465' },
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: int(0, 65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://').optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters (or leave it unset to generate one)' }).optional(),
  JWT_TTL: duration(60_000, 30 * 86_400_000, '8h, 30m or 3600').default(8 * 3_600_000),
  ADMIN_EMAIL: z.string().max(LIMITS.email, { abort: true }).refine(isEmailAddress, { error: 'must be an email address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(LIMITS.password.min, { error: `must be at least ${LIMITS.password.min} characters` })
    .max(LIMITS.password.max, { error: `must be at most ${LIMITS.password.max} characters` })
    .optional(),
  SEED_DEMO: bool.default(true),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis:// or rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('api:'),
  CORS_ORIGINS: list(origin).default([]),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PUBLIC_URL: url(['http:', 'https:'], 'http:// or https://')
    .transform((v) => v.replace(/(?<!\/)\/+$/, ''))
    .optional(),
  UPLOAD_PRESET: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, _ or -' })
    .default('site'),
  IMAGE_HOSTS: list(hostname).default([]),
  REDIRECT_ALLOWED_HOSTS: list(hostname).default([]),
  CSP_EXTRA_ORIGINS: list(origin).default([]),
  BODY_LIMIT: byteSize(1024, 50 * 1024 * 1024).default(256 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  LOGIN_MAX_FAILURES: int(1, 1_000_000).default(10),
  LOGIN_WINDOW: duration(1_000, 86_400_000, '15m').default(15 * 60_000),
  CONTACT_RATE_LIMIT: int(1, 1_000_000_000).default(5),
  CONTACT_RATE_WINDOW: duration(1_000, 86_400_000, '10m').default(10 * 60_000),
  RATE_LIMIT_MEMORY_KEYS: int(100, 10_000_000).default(100_000),
  CONTACT_MIN_SECONDS: int(0, 60).default(3),
  PASSWORD_HASH_COST: z.enum(['standard', 'low'], { error: 'must be standard or low' }).default('standard'),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.default('Savanna Digital Consult <no-reply@savannadigital.africa>'),
  NOTIFY_EMAIL: mailbox.optional(),
  MAIL_RETRY_BASE: duration(1_000, 3_600_000, '30s').default(30_000),
  SITE_URL: url(['http:', 'https:'], 'http:// or https://')
    .transform((v) => v.replace(/(?<!\/)\/+$/, ''))
    .optional(),
  CLOCK_OFFSET_FILE: z.string().max(1000).optional(),
  PREVIEW_TTL: duration(10_000, 3_600_000, '1h or 30m').default(3_600_000),
  SCHEDULE_CHECK: duration(100, 3_600_000, '15s').default(15_000),
});

type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: string;
  /**
   * Tests only (refused in production): a file holding milliseconds added to the API's clock, so
   * an end-to-end test can move time for scheduled publishing instead of waiting (docs/workflow.md).
   */
  clockOffsetFile?: string;
  /** How often each instance looks for posts whose scheduled minute has come (docs/workflow.md). */
  scheduleCheckMs: number;
  port: number;
  host: string;
  /** Absolute path; uploads, the embedded database and a generated JWT secret live here. */
  dataDir: string;
  /** PostgreSQL server; unset means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlMs: number;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Public origin (+ optional path) of this API, without a trailing slash, e.g. https://www.example.com. */
  publicUrl: string | undefined;
  uploadPreset: string;
  /** Host names whose https images may be used as image_url (e.g. res.cloudinary.com). */
  imageHosts: string[];
  /** Host names a managed redirect may send visitors to over https (docs/redirects.md); empty, only paths of the site. */
  redirectAllowedHosts: string[];
  cspExtraOrigins: string[];
  bodyLimit: number;
  trustProxy: boolean | number | string[];
  loginMaxFailures: number;
  loginWindowMs: number;
  contactRateLimit: number;
  contactRateWindowMs: number;
  /** How many counters the in-memory rate limiter keeps (without REDIS_URL). */
  rateLimitMemoryKeys: number;
  /** A contact message sent sooner than this after its form opened is set aside as spam. */
  contactMinMs: number;
  /** 'low' is honoured only when NODE_ENV=test, so tests can hash quickly. */
  passwordHashCost: 'standard' | 'low';
  /** The mail server; unset keeps mails in the outbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** Where new contact messages are announced. */
  notifyEmail: string | undefined;
  /** First retry after a failed send; each further one waits twice as long (at most an hour). */
  mailRetryBaseMs: number;
  /** Public address of the site, for links in mails (password reset); else the request's origin. */
  siteUrl: string | undefined;
  /** How long a preview link works (docs/workflow.md, "Preview"): at most an hour. */
  previewTtlMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, blankToUndefined(env[key])]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const value = raw[name];
      const shown = name.includes('SECRET') || name.includes('PASSWORD') || name.includes('URL') ? '' : ` (got '${String(value)}')`;
      return `  ${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CLOCK_OFFSET_FILE && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  CLOCK_OFFSET_FILE moves the clock for tests and is refused when NODE_ENV is production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    clockOffsetFile: e.CLOCK_OFFSET_FILE,
    scheduleCheckMs: e.SCHEDULE_CHECK,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlMs: e.JWT_TTL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    uploadPreset: e.UPLOAD_PRESET,
    imageHosts: e.IMAGE_HOSTS,
    redirectAllowedHosts: e.REDIRECT_ALLOWED_HOSTS,
    cspExtraOrigins: e.CSP_EXTRA_ORIGINS,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    contactRateWindowMs: e.CONTACT_RATE_WINDOW,
    rateLimitMemoryKeys: e.RATE_LIMIT_MEMORY_KEYS,
    contactMinMs: e.CONTACT_MIN_SECONDS * 1000,
    passwordHashCost: e.PASSWORD_HASH_COST,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    mailRetryBaseMs: e.MAIL_RETRY_BASE,
    siteUrl: e.SITE_URL,
    previewTtlMs: e.PREVIEW_TTL,
  };
}
