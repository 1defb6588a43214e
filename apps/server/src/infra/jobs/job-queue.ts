import type { FastifyBaseLogger } from 'fastify'
import { type JobWithMetadata, PgBoss } from 'pg-boss'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import { bossDatabase, bossTransaction } from './boss-database.ts'
import { JOB_SCHEMA } from './job-schema.ts'
import { moveOldJobs, setOldTablesAside } from './old-tables.ts'

export type JobRun<Data> = {
  id: string
  data: Data
  /** 0 on the first attempt. */
  retryCount: number
  retryLimit: number
}

export type JobDefinition<Data> = {
  name: string
  run: (job: JobRun<Data>) => Promise<void>
  /** Attempts after the first; then the job is dead and waits for an admin. */
  retryLimit?: number
  /** A cron line (UTC): the job is queued once per match across every process, not per process. */
  schedule?: string
  /**
   * Workers for this queue in each process that runs jobs (1 unless said). Each takes one job at
   * a time, so a burst (payments on registration day) is worked through this many at once.
   */
  concurrency?: number
}

export type SendOptions = {
  /** Queue inside this transaction: the job exists only if the transaction commits. */
  db?: Database
  startAfter?: Date
}

export interface JobQueue {
  define<Data extends object>(definition: JobDefinition<Data>): void
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<void>
  /** Installs the tables, creates the queues and, when this process runs jobs, starts working. */
  start(): Promise<void>
  stop(): Promise<void>
  /**
   * Runs every queued job now, one attempt each (a job waiting for its retry included), then
   * the jobs those queued, until none is due; returns how many ran. For tests and scripts that
   * must see the work done before they look.
   */
  runQueued(): Promise<number>
  /** The library itself, for the admin board's queries and retries. */
  readonly boss: PgBoss
}

const POLL_SECONDS = 1
const DEFAULT_RETRY_LIMIT = 5

export function createJobQueue(options: {
  database: DatabaseHandle
  logger: FastifyBaseLogger
  /** Work through jobs here (timers, polling, schedules) or only queue them. */
  runJobs: boolean
  timeoutSeconds: number
  /** Before the first retry; each later one waits about twice as long as the one before. */
  retryDelaySeconds: number
}): JobQueue {
  const { database, logger, runJobs, timeoutSeconds, retryDelaySeconds } = options
  const sweepSeconds = Math.max(1, Math.min(60, Math.floor(timeoutSeconds / 2)))
  const boss = new PgBoss({
    db: bossDatabase(database),
    backend: database.driver,
    schema: JOB_SCHEMA,
    supervise: runJobs,
    schedule: runJobs,
    // Lost jobs are found by the monitor's pass, which waits for the longer of these two: it runs
    // at least as often as a job may take.
    superviseIntervalSeconds: sweepSeconds,
    monitorIntervalSeconds: sweepSeconds,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'the job queue failed a step'))
  const definitions = new Map<string, JobDefinition<object>>()

  async function run(definition: JobDefinition<object>, job: JobWithMetadata<object>) {
    try {
      await definition.run(job)
    } catch (error) {
      // The error itself stays with the job for admins: a mail error can name its recipient.
      logger.warn(
        { job: definition.name, jobId: job.id, attempt: job.retryCount + 1 },
        `job ${definition.name} failed${job.retryCount >= job.retryLimit ? ' for good' : ''}`,
      )
      throw error
    }
  }

  return {
    boss,
    define(definition) {
      definitions.set(definition.name, definition as JobDefinition<object>)
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.db ? { db: bossTransaction(sendOptions.db) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      })
    },
    async start() {
      await setOldTablesAside(database)
      await boss.start()
      for (const definition of definitions.values()) {
        const queue = {
          retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: timeoutSeconds,
        }
        // Creating is a no-op for a queue that exists (several processes may start at once);
        // the update then applies changed settings.
        await boss.createQueue(definition.name, queue)
        await boss.updateQueue(definition.name, queue)
        if (definition.schedule) await boss.schedule(definition.name, definition.schedule)
        else await boss.unschedule(definition.name)
        if (runJobs) {
          await boss.work(
            definition.name,
            {
              pollingIntervalSeconds: POLL_SECONDS,
              includeMetadata: true,
              batchSize: 1,
              localConcurrency: definition.concurrency ?? 1,
            },
            async ([job]: JobWithMetadata<object>[]) => {
              if (job) await run(definition, job)
            },
          )
        }
      }
      const moved = await moveOldJobs(database)
      if (moved > 0)
        logger.info({ moved }, 'moved the jobs of the older job tables into the new ones')
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 })
    },
    async runQueued() {
      let ran = 0
      for (let pass = 0; ; pass += 1) {
        let found = 0
        for (const definition of definitions.values()) {
          // Only the first pass takes jobs whose retry is not yet due: a job that fails now
          // waits for its next pass, so one call is one attempt.
          const jobs = await boss.fetch<object>(definition.name, {
            includeMetadata: true,
            ignoreStartAfter: pass === 0,
            batchSize: 20,
          })
          found += jobs.length
          for (const job of jobs) {
            try {
              await run(definition, job)
              await boss.complete(definition.name, job.id)
            } catch (error) {
              await boss.fail(definition.name, job.id, { message: describe(error) })
            }
          }
        }
        ran += found
        if (found === 0) return ran
      }
    },
  }
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
