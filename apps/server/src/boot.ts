import type { FastifyInstance } from 'fastify'
import { type Config, ConfigError, loadConfig } from './config/env.ts'
import { resolveAuthSecret, resolveDataKey } from './config/secret.ts'
import { createDatabase, type DatabaseHandle } from './db/client.ts'

/** The configuration from the environment, or a one-line reason and exit code 1. */
export async function loadConfigOrExit(overrides: Partial<Config> = {}): Promise<Config> {
  let config: Config
  try {
    config = { ...loadConfig(), ...overrides }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  config.authSecret = await resolveAuthSecret(config)
  await resolveDataKey(config)
  return config
}

/** The database the configuration names, migrated: every process may start first. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  })
  await database.migrate()
  return database
}

/**
 * On SIGTERM or SIGINT: finish what is running (requests, a job that is sending), then close the
 * database and exit; after 10 seconds, exit anyway.
 */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle) {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing open work, then closing the database`)
    const forceExit = setTimeout(() => process.exit(1), 10_000)
    forceExit.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
