import type { Database } from '../src/db/client.ts'

/** One statement the database client was asked to run while recording. */
export type RecordedStatement = {
  text: string
  params: unknown[]
  /** From the call to its answer, as the caller waited for it. */
  ms: number
}

export type Recording = {
  statements: RecordedStatement[]
  /** The most statements waiting for an answer at the same moment. */
  maxInFlight: number
}

type QueryFunction = (...args: unknown[]) => unknown

/**
 * Counts the statements sent through the database client of this process (node-postgres pool
 * or PGlite: both are called as `client.query(textOrConfig, params, ...)` by Drizzle, and so
 * by better-auth's adapter). Only while a recording runs; otherwise it passes calls straight on.
 */
export function watchQueries(db: Database) {
  const client = (db as unknown as { $client: { query: QueryFunction } }).$client
  const original = client.query
  let current: Recording | null = null
  let inFlight = 0
  client.query = function recordedQuery(this: unknown, ...args: unknown[]) {
    const recording = current
    if (!recording) return original.apply(this, args)
    const [first, second] = args
    const text =
      typeof first === 'string' ? first : String((first as { text?: string } | null)?.text ?? '')
    const params = Array.isArray(second) ? second : []
    const statement: RecordedStatement = { text, params, ms: Number.NaN }
    recording.statements.push(statement)
    const started = performance.now()
    inFlight += 1
    recording.maxInFlight = Math.max(recording.maxInFlight, inFlight)
    const done = () => {
      inFlight -= 1
      statement.ms = performance.now() - started
    }
    const result = original.apply(this, args)
    if (result instanceof Promise) return result.finally(done)
    done()
    return result
  }
  return {
    /** Records every statement sent while `work` runs (run nothing else meanwhile). */
    async record<T>(work: () => Promise<T>): Promise<{ result: T } & Recording> {
      if (current) throw new Error('a recording is already running')
      const recording: Recording = { statements: [], maxInFlight: 0 }
      current = recording
      inFlight = 0
      try {
        const result = await work()
        return { result, ...recording }
      } finally {
        current = null
      }
    },
    restore() {
      client.query = original
    },
  }
}

export type QueryWatch = ReturnType<typeof watchQueries>
