import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_CHECKOUT_HOLD_MINUTES,
  DEFAULT_PLAN_GRACE_DAYS,
  DEFAULT_PLAN_MIN_DAYS_AHEAD,
  DEFAULT_WAITLIST_CUTOFF_HOURS,
  DEFAULT_WAITLIST_OFFER_HOURS,
} from '@afc/contracts'
import { z } from 'zod'
import type { Config } from './config-shape.ts'
import { trustProxySetting } from './trust-proxy.ts'

export type { Config } from './config-shape.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalUrl = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      error: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    })
    .optional()

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds above 0' })
    .int({ error: 'must be a whole number of milliseconds above 0' })
    .min(1, { error: 'must be a whole number of milliseconds above 0' })
    .default(fallback)

const dataKey = z.string().refine((value) => Buffer.from(value.trim(), 'base64').length === 32, {
  error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
})

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int({ error: 'must be a whole number between 0 and 65535' })
      .min(0, { error: 'must be a whole number between 0 and 65535' })
      .max(65535, { error: 'must be a whole number between 0 and 65535' })
      .default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(15_000),
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    DATA_ENCRYPTION_KEY: dataKey.optional(),
    DATA_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(dataKey))
      .optional(),
    RECORD_SHARING_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 0 to 365' })
      .int({ error: 'must be a whole number of days from 0 to 365' })
      .min(0, { error: 'must be a whole number of days from 0 to 365' })
      .max(365, { error: 'must be a whole number of days from 0 to 365' })
      .default(30),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Activities for Children <hello@activities.local>'),
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SEED_DEMO: booleanFlag.optional(),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
    RUN_JOBS: booleanFlag.optional(),
    JOB_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds, 1 or more' })
      .int({ error: 'must be a whole number of seconds, 1 or more' })
      .min(1, { error: 'must be a whole number of seconds, 1 or more' })
      .default(120),
    JOB_RETRY_DELAY_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds, 1 or more' })
      .int({ error: 'must be a whole number of seconds, 1 or more' })
      .min(1, { error: 'must be a whole number of seconds, 1 or more' })
      .default(30),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, {
        error: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
      })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+(\s*,\s*whsec_\w+)*$/, {
        error:
          'must be Stripe webhook signing secrets (whsec_…), comma-separated when the platform and Connect endpoints each have one',
      })
      .optional(),
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes from 1 to 60' })
      .int({ error: 'must be a whole number of minutes from 1 to 60' })
      .min(1, { error: 'must be a whole number of minutes from 1 to 60' })
      .max(60, { error: 'must be a whole number of minutes from 1 to 60' })
      .default(DEFAULT_CHECKOUT_HOLD_MINUTES),
    PLAN_MIN_DAYS_AHEAD: z.coerce
      .number({ error: 'must be a whole number of days from 0 to 365' })
      .int({ error: 'must be a whole number of days from 0 to 365' })
      .min(0, { error: 'must be a whole number of days from 0 to 365' })
      .max(365, { error: 'must be a whole number of days from 0 to 365' })
      .default(DEFAULT_PLAN_MIN_DAYS_AHEAD),
    PLAN_GRACE_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 60' })
      .int({ error: 'must be a whole number of days from 1 to 60' })
      .min(1, { error: 'must be a whole number of days from 1 to 60' })
      .max(60, { error: 'must be a whole number of days from 1 to 60' })
      .default(DEFAULT_PLAN_GRACE_DAYS),
    WAITLIST_OFFER_HOURS: z.coerce
      .number({ error: 'must be a whole number of hours from 1 to 168' })
      .int({ error: 'must be a whole number of hours from 1 to 168' })
      .min(1, { error: 'must be a whole number of hours from 1 to 168' })
      .max(168, { error: 'must be a whole number of hours from 1 to 168' })
      .default(DEFAULT_WAITLIST_OFFER_HOURS),
    WAITLIST_CUTOFF_HOURS: z.coerce
      .number({ error: 'must be a whole number of hours from 0 to 72' })
      .int({ error: 'must be a whole number of hours from 0 to 72' })
      .min(0, { error: 'must be a whole number of hours from 0 to 72' })
      .max(72, { error: 'must be a whole number of hours from 0 to 72' })
      .default(DEFAULT_WAITLIST_CUTOFF_HOURS),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number (0 turns the limit off)' })
      .int({ error: 'must be a whole number (0 turns the limit off)' })
      .min(0, { error: 'must be a whole number (0 turns the limit off)' })
      .default(600),
    TRUST_PROXY: trustProxySetting.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (32 characters or more)',
      })
    }
    if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: 'is required in production (openssl rand -base64 32)',
      })
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY: payments are confirmed by its webhooks',
      })
    }
    const s3Keys = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    const s3Given = s3Keys.filter((key) => env[key] !== undefined)
    if (s3Given.length > 0 && s3Given.length < s3Keys.length) {
      const missing = s3Keys.filter((key) => env[key] === undefined)
      context.addIssue({
        code: 'custom',
        path: [missing[0] ?? 'S3_BUCKET'],
        message: `is required when any S3_* variable is set (missing: ${missing.join(', ')})`,
      })
    }
  })

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment into a Config, or throws a ConfigError whose message names the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const withoutBlanks = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(withoutBlanks)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const given = source[name]
      const shown = given === undefined || /SECRET|_KEY/.test(name) ? '' : ` (got '${given}')`
      return `${name} ${issue.message}${shown}`
    })
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const env = parsed.data
  const production = env.NODE_ENV === 'production'
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1')
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    authSecret: env.AUTH_SECRET,
    dataEncryption: {
      key: env.DATA_ENCRYPTION_KEY,
      previousKeys: env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? [],
    },
    recordSharingDays: env.RECORD_SHARING_DAYS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    s3:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    seedDemo: env.SEED_DEMO ?? (!env.DATABASE_URL && !production),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? production,
    runJobs: env.RUN_JOBS ?? env.NODE_ENV !== 'test',
    jobTimeoutSeconds: env.JOB_TIMEOUT_SECONDS,
    jobRetryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      checkoutHoldMinutes: env.CHECKOUT_HOLD_MINUTES,
      planMinDaysAhead: env.PLAN_MIN_DAYS_AHEAD,
      planGraceDays: env.PLAN_GRACE_DAYS,
    },
    waitlist: {
      offerHours: env.WAITLIST_OFFER_HOURS,
      cutoffHours: env.WAITLIST_CUTOFF_HOURS,
    },
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
  }
}
