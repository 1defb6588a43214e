import type { FastifyInstance } from 'fastify'
import { NEXT_SESSION_REFRESH_MS, refreshPassedNextSessions } from './next-sessions.ts'

/**
 * Refreshes the activities' stored next sessions once the app is ready and every minute after,
 * so 'soonest first' never ranks an activity by a session more than a minute in the past.
 */
export function keepNextSessionsCurrent(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const refresh = () => {
    running = refreshPassedNextSessions({ db: app.database.db }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Refreshing the next sessions failed; retrying in a minute')
    })
  }
  app.addHook('onReady', async () => {
    refresh()
    timer = setInterval(refresh, NEXT_SESSION_REFRESH_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
