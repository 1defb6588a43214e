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
type Queryable = { query: QueryFunction }

/**
 * Counts the statements sent through the database client of this process (node-postgres pool
 * or PGlite: both are called as `client.query(textOrConfig, params, ...)` by Drizzle, and so
 * by better-auth's adapter), transactions included: the pool's checked-out clients and PGlite's
 * transaction handles are followed too. Only while a recording runs; otherwise it passes calls
 * straight on.
 */
export function watchQueries(db: Database) {
  const client = (
    db as unknown as {
      $client: Queryable & {
        connect?: (...args: unknown[]) => unknown
        transaction?: (callback: (tx: Queryable) => unknown) => unknown
      }
    }
  ).$client
  let current: Recording | null = null
  let inFlight = 0
  const restores: (() => void)[] = []

  /** Wraps target.query; returns what unwraps it. */
  function wrapQuery(target: Queryable): () => void {
    const original = target.query
    target.query = function recordedQuery(this: unknown, ...args: unknown[]) {
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
    return () => {
      target.query = original
    }
  }

  restores.push(wrapQuery(client))
  const { connect, transaction } = client
  // node-postgres: a transaction runs on a client checked out of the pool, watched until it is
  // released. pool.query checks out with a callback: that path is counted by the pool's query.
  if (typeof connect === 'function') {
    client.connect = function connectWatched(this: unknown, ...args: unknown[]) {
      if (args.length > 0) return connect.apply(this, args)
      return (connect.apply(this, args) as Promise<Queryable & { release: () => void }>).then(
        (checkedOut) => {
          const unwrap = wrapQuery(checkedOut)
          const release = checkedOut.release
          checkedOut.release = function releaseWatched(this: unknown, ...releaseArgs: unknown[]) {
            unwrap()
            checkedOut.release = release
            return release.apply(this, releaseArgs as [])
          }
          return checkedOut
        },
      )
    }
    restores.push(() => {
      client.connect = connect
    })
  }
  // PGlite: a transaction runs on the handle given to the callback.
  if (typeof transaction === 'function') {
    client.transaction = function transactionWatched(this: unknown, callback) {
      return transaction.call(this, (tx: Queryable) => {
        wrapQuery(tx)
        return callback(tx)
      })
    }
    restores.push(() => {
      client.transaction = transaction
    })
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
      for (let undo = restores.pop(); undo; undo = restores.pop()) undo()
    },
  }
}

export type QueryWatch = ReturnType<typeof watchQueries>
