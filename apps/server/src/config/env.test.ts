import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env.ts'

describe('loadConfig', () => {
  it('starts with zero set-up on the embedded database with demo data', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      requireEmailVerification: false,
      rateLimitPerMinute: 600,
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it('stops with one line naming the variable for a bad port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      new ConfigError(
        "Invalid configuration: PORT must be a whole number between 0 and 65535 (got 'abc')",
      ),
    )
  })

  it('reads the database timeouts, and refuses one that is not a positive whole number', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 15_000 })
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '60000' }).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 60_000,
    })
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrowError(
      new ConfigError(
        "Invalid configuration: DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds above 0 (got '0')",
      ),
    )
  })

  it('requires AUTH_SECRET in production, and never echoes a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'AUTH_SECRET is required in production',
    )
    expect(() => loadConfig({ AUTH_SECRET: 'short-secret' })).toThrow(
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters$/,
    )
  })

  it('requires a 32-byte DATA_ENCRYPTION_KEY in production, and never echoes a key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) })).toThrow(
      'DATA_ENCRYPTION_KEY is required in production',
    )
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY must be 32 random bytes in base64 \(openssl rand -base64 32\)$/,
    )
    expect(loadConfig({}).recordSharingDays).toBe(30)
  })

  it('uses PostgreSQL without demo data when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/app' })
    expect(config.databaseUrl).toBe('postgres://app@db:5432/app')
    expect(config.seedDemo).toBe(false)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/app' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    )
  })

  it('reads flags and refuses a half-configured S3', () => {
    expect(loadConfig({ SEED_DEMO: 'false', REQUIRE_EMAIL_VERIFICATION: 'true' })).toMatchObject({
      seedDemo: false,
      requireEmailVerification: true,
    })
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be true or false')
    expect(() => loadConfig({ S3_BUCKET: 'images' })).toThrow(
      'S3_REGION is required when any S3_* variable is set',
    )
  })

  it('listens on every interface in production unless HOST says otherwise', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    })
    expect(production.host).toBe('0.0.0.0')
    expect(production.requireEmailVerification).toBe(true)
    expect(production.seedDemo).toBe(false)
  })
})
