import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type ActivityFilters,
  parseActivityFilters,
  serializeActivityFilters,
} from '../lib/activity-filters'

type FiltersChange = (current: ActivityFilters) => ActivityFilters

/**
 * The list's filters, read from and written to the URL. Any change other than the page itself
 * goes back to page 1, since the old page number means nothing for a new set of results.
 */
export function useActivityFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = useMemo(() => parseActivityFilters(searchParams), [searchParams])

  const changeFilters = useCallback(
    (change: FiltersChange) => {
      setSearchParams(
        (params) => {
          const current = parseActivityFilters(params)
          const next = change(current)
          const page = next.page === current.page ? 1 : next.page
          return serializeActivityFilters({ ...next, page })
        },
        // The list stays where the reader is looking; only a new page scrolls up.
        { preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  const updateFilters = useCallback(
    (patch: Partial<Omit<ActivityFilters, 'page'>>) =>
      changeFilters((current) => ({ ...current, ...patch })),
    [changeFilters],
  )

  return { filters, changeFilters, updateFilters }
}
