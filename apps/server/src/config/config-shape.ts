import type { TrustProxy } from './trust-proxy.ts'

/** The app's settings, as `loadConfig` reads them from the environment. */
export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL only: how long to wait for a connection, and for one statement. */
  databaseTimeouts: { connectMs: number; statementMs: number }
  /** Undefined until resolved at start: generated and kept in DATA_DIR outside production. */
  authSecret: string | undefined
  /**
   * The key sealing children's records (`key` undefined until resolved at start, generated and
   * kept in DATA_DIR outside production) and the keys a rotation still reads.
   */
  dataEncryption: { key: string | undefined; previousKeys: string[] }
  /** How many days after a child's last session with a provider it may still read the record. */
  recordSharingDays: number
  mail: { smtpUrl: string | undefined; from: string }
  s3:
    | {
        endpoint: string | undefined
        bucket: string
        region: string
        accessKeyId: string
        secretAccessKey: string
      }
    | undefined
  seedDemo: boolean
  requireEmailVerification: boolean
  /**
   * Whether this process works through the job queue (`RUN_JOBS`); web processes beside a
   * separate worker set it false and only queue jobs. Tests run jobs themselves, when they ask.
   */
  runJobs: boolean
  /** A running job not finished after this long is taken as lost (its process died) and retried. */
  jobTimeoutSeconds: number
  /** The wait before a failed job's first retry; each later retry waits about twice as long. */
  jobRetryDelaySeconds: number
  /**
   * Stripe when a secret key is set, else the offline test processor. A pending booking holds
   * its places for `checkoutHoldMinutes` while the family pays.
   */
  payments: {
    stripeSecretKey: string | undefined
    stripeWebhookSecret: string | undefined
    checkoutHoldMinutes: number
    /** Payment plans are offered only when the start is at least this many days away. */
    planMinDaysAhead: number
    /** Days a plan's failed payment may stay unpaid before the booking is cancelled. */
    planGraceDays: number
  }
  waitlist: {
    /** An offer holds the freed places this long, or half the time left before the session. */
    offerHours: number
    /** No offers this close to the start. */
    cutoffHours: number
  }
  redisUrl: string | undefined
  /** API requests one IP may make per minute; 0 turns the general limit off (benchmarks). */
  rateLimitPerMinute: number
  /** Which X-Forwarded-For hops name the client (request.ip); off unless TRUST_PROXY says so. */
  trustProxy: TrustProxy
  logLevel: string
  /** Where the built web app lives; served when it exists. */
  webDistDir: string
}
