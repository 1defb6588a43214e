import { useSyncExternalStore } from 'react'

// A visitor's favourites live in this browser only; signing in does not move them to the account.
const STORAGE_KEY = 'afc:favorite-activities'
const noFavorites: readonly string[] = []
const listeners = new Set<() => void>()

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let lastRead: { raw: string | null; ids: readonly string[] } = { raw: null, ids: noFavorites }

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage can be switched off (private modes, strict settings): then nothing is saved.
    return null
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return noFavorites
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return noFavorites
  }
}

function snapshot(): readonly string[] {
  const raw = readStored()
  if (raw !== lastRead.raw) lastRead = { raw, ids: parse(raw) }
  return lastRead.ids
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changed the favourites.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function setVisitorFavorite(activityId: string, favorite: boolean) {
  const others = snapshot().filter((id) => id !== activityId)
  const next = favorite ? [activityId, ...others] : others
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

/** The activity ids a visitor marked as favourites in this browser. */
export function useVisitorFavoriteIds(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => noFavorites)
}
