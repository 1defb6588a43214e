import type { AttendanceAction } from '@afc/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAuth } from '@/lib/auth-context'
import { sendAttendanceBatch } from '../api/send-attendance-batch'
import { todayKeys } from '../api/today-query-keys'
import { offlineQueue } from './offline-queue'

/** An action the server did not record: another phone's later action, or a refusal. */
export type QueueProblem = { key: string; participantId: string; detail: string }

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine

/**
 * Check-ins, check-outs, absences and undos go into the phone's queue first and are sent from
 * there, in order, as soon as there is a connection: at once when online, else when the browser
 * says it is back. Each is sent by the account that took it (another account signed in on the
 * same phone leaves it waiting), so it is recorded in the right name.
 * An answered action leaves the queue whatever the answer; one the server did not record stays
 * on screen as a problem until dismissed. A failed send keeps everything for the next try.
 */
export function useAttendanceQueue() {
  const queryClient = useQueryClient()
  const takenBy = useAuth().session?.user.id ?? null
  const [pending, setPending] = useState<AttendanceAction[]>([])
  const [problems, setProblems] = useState<QueueProblem[]>([])
  const [online, setOnline] = useState(isOnline)
  const sending = useRef(false)

  const reload = useCallback(async () => {
    setPending(takenBy ? (await offlineQueue.list(takenBy)).map((item) => item.action) : [])
  }, [takenBy])

  const flush = useCallback(async () => {
    if (sending.current || !isOnline() || !takenBy) return
    sending.current = true
    try {
      for (;;) {
        const queued = (await offlineQueue.list(takenBy)).map((item) => item.action)
        if (queued.length === 0) break
        const { results } = await sendAttendanceBatch(queued)
        await offlineQueue.remove(
          takenBy,
          results.map((result) => result.key),
        )
        const refused = results.flatMap((result) => {
          const action = queued.find((item) => item.key === result.key)
          return result.detail && action
            ? [{ key: result.key, participantId: action.participantId, detail: result.detail }]
            : []
        })
        if (refused.length > 0) setProblems((shown) => [...shown, ...refused])
      }
      await queryClient.invalidateQueries({ queryKey: todayKeys.all })
    } catch {
      // No connection after all, or the server did not answer: the queue waits for the next try.
    } finally {
      sending.current = false
      await reload()
    }
  }, [queryClient, reload, takenBy])

  useEffect(() => {
    void reload().then(flush)
    const cameOnline = () => {
      setOnline(true)
      void flush()
    }
    const wentOffline = () => setOnline(false)
    window.addEventListener('online', cameOnline)
    window.addEventListener('offline', wentOffline)
    return () => {
      window.removeEventListener('online', cameOnline)
      window.removeEventListener('offline', wentOffline)
    }
  }, [reload, flush])

  const enqueue = useCallback(
    async (action: AttendanceAction) => {
      if (!takenBy) {
        const detail = 'Sign in again to record attendance.'
        setProblems((shown) => [
          ...shown,
          { key: action.key, participantId: action.participantId, detail },
        ])
        return
      }
      await offlineQueue.add(action, takenBy)
      await reload()
      await flush()
    },
    [reload, flush, takenBy],
  )

  const dismiss = useCallback((key: string) => {
    setProblems((shown) => shown.filter((problem) => problem.key !== key))
  }, [])

  return { pending, problems, online, enqueue, dismiss }
}
