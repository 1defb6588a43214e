import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type App, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config/env.ts'
import type { DatabaseHandle } from '../src/db/client.ts'
import type { Mailer } from '../src/infra/mail/index.ts'
import { registerBaselineRoute } from './baseline-route.ts'
import { followJobWork } from './job-work.ts'

/** One per bench run, shared by its servers: a sign-in on one is valid on the others. */
const BENCH_SECRET = randomBytes(32).toString('hex')
/** Seals the children's records the bench's families might fill in, as production requires. */
const BENCH_DATA_KEY = randomBytes(32).toString('base64')

export type BenchServer = {
  baseUrl: string
  /** Resolves once every request the server accepted has been answered, or after limitMs. */
  idle: (limitMs: number) => Promise<boolean>
  /** Stops the server and its job queue; resolves once no job of it is left running. */
  close: () => Promise<void>
}

/**
 * Counts requests between arrival and answer. A load run that ends drops its unanswered
 * requests, but the server still works them off: the next run must not start behind them.
 */
function trackInFlight(app: App) {
  let inFlight = 0
  app.addHook('onRequest', async () => {
    inFlight += 1
  })
  // Every request reaches onSend once, answered or failed, even when its client has gone.
  app.addHook('onSend', async (_request, _reply, payload) => {
    inFlight -= 1
    return payload
  })
  return async (limitMs: number) => {
    const deadline = Date.now() + limitMs
    while (inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return inFlight === 0
  }
}

/**
 * The real application as production runs it, on a free loopback port, in this process: PGlite
 * lives in the process that opened it. The general rate limit is off so the load is measured,
 * not refused; logging is off so it costs nothing.
 */
export async function startBenchServer(
  database: DatabaseHandle,
  options: {
    /** Where mail goes (default: the log, which is off); the job runner sends it. */
    mailer?: Mailer
    /** False leaves the outbox's mail queued (a bench step sends it its own way). */
    runJobs?: boolean
    /** Hooks of a bench step, added before the server starts. */
    register?: (app: App) => void
  } = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-data-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: BENCH_SECRET,
    DATA_ENCRYPTION_KEY: BENCH_DATA_KEY,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    // The load comes from loopback on behalf of many families: their sign-ins name their address.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
  })
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true })
  let app: App
  let idle: BenchServer['idle']
  const jobWork = followJobWork(database)
  try {
    if (options.runJobs !== undefined) config.runJobs = options.runJobs
    app = await buildApp({
      config,
      database: jobWork.database,
      ...(options.mailer ? { mailer: options.mailer } : {}),
    })
    jobWork.follow(app.jobs.boss)
    registerBaselineRoute(app)
    options.register?.(app)
    idle = trackInFlight(app)
  } catch (error) {
    await removeDataDir()
    throw error
  }
  const closeApp = async () => {
    await app.close()
    await jobWork.settled()
  }
  try {
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('the server has no TCP port')
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      idle,
      close: async () => {
        try {
          await closeApp()
        } finally {
          await removeDataDir()
        }
      },
    }
  } catch (error) {
    await closeApp()
    await removeDataDir()
    throw error
  }
}
