import type { Today } from '@afc/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useAuth } from '@/lib/auth-context'
import { type StoredToday, storedToday } from '@/lib/stored-today'

/**
 * Today as the server last answered, or, when it cannot answer (a reload without signal), the
 * day this account kept on the phone. Each answer from the server replaces the kept one.
 */
export function useStoredToday(today: UseQueryResult<Today>) {
  const { session } = useAuth()
  const [stored, setStored] = useState<StoredToday | null>(null)
  const [read, setRead] = useState(false)

  useEffect(() => {
    if (!session) return
    let current = true
    storedToday
      .read(session)
      .catch(() => null)
      .then((day) => {
        if (!current) return
        setStored(day)
        setRead(true)
      })
    return () => {
      current = false
    }
  }, [session])

  useEffect(() => {
    if (!session || !today.data) return
    storedToday.save(session, today.data, new Date(today.dataUpdatedAt)).catch((error) => {
      console.error('Keeping Today on this phone failed', error)
    })
  }, [session, today.data, today.dataUpdatedAt])

  const data = today.data ?? stored?.today
  return {
    data,
    /** When what is shown was read from the server. */
    asOf: today.data ? new Date(today.dataUpdatedAt).toISOString() : (stored?.savedAt ?? null),
    /** Shown from the phone: the server has not answered since the page opened. */
    fromPhone: !today.data && Boolean(stored),
    /** Still looking: neither the server nor the phone has answered yet. */
    waiting: !data && (today.isPending || !read),
  }
}
