import type { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '../src/db/client.ts'

type Work = (name: string, ...rest: unknown[]) => Promise<string>

/**
 * Follows a bench server's job work until it has come to rest. pg-boss's stop() stops waiting
 * for a running job after its graceful timeout (5 s), and version 10's did not wait for a worker's
 * poll in flight at all: such a job goes on after the app has closed, and its end is recorded
 * (complete or fail, not awaited) later still. The bench closes the SMTP stand-in and the
 * database right after a server, so it waits for that work first.
 */
export function followJobWork(database: DatabaseHandle) {
  const pending = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work)
    const forget = () => pending.delete(work)
    work.then(forget, forget)
    return work
  }
  const followed: DatabaseHandle = {
    ...database,
    runSql: (text, values) => track(database.runSql(text, values)),
  }
  return {
    /** The database as the server's job queue should see it: every statement it sends followed. */
    database: followed,
    /** Follows each job a worker of `boss` runs, from its start to its end. */
    follow(boss: PgBoss) {
      // The handler is work()'s last argument in each of the library's overloads.
      const library = boss as unknown as { work: Work }
      const work = library.work.bind(boss)
      library.work = (name, ...rest) => {
        const handler = rest.pop() as (jobs: unknown) => unknown
        return work(name, ...rest, (jobs: unknown) => track(Promise.resolve(handler(jobs))))
      }
    },
    /** Resolves once no statement or job is under way and none is about to start. */
    async settled() {
      // A poll that returns starts its job, and a job that ends records it: look again once
      // what a settled promise set off has run.
      do {
        await Promise.allSettled(pending)
        await new Promise((resolve) => setImmediate(resolve))
      } while (pending.size > 0)
    },
  }
}
