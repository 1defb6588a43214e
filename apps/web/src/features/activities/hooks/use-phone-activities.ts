import type { ActivityListResponse } from '@afc/contracts'
import { keepPreviousData, type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { activitiesQueryOptions } from '../api/get-activities'
import type { ActivityFilters } from '../lib/activity-filters'

/** Cards a phone shows at first and adds with each 'Show more'. */
export const PHONE_PAGE_SIZE = 12
/** Keeps a hand-edited `?shown=` from asking the server for hundreds of pages. */
const MAX_SHOWN = 50 * PHONE_PAGE_SIZE

/** `?shown=`, as a whole number of phone pages: 12 when missing or nonsense. */
export function readShown(value: string | null): number {
  const number = Math.floor(Number(value))
  if (!Number.isFinite(number) || number < PHONE_PAGE_SIZE) return PHONE_PAGE_SIZE
  return Math.min(MAX_SHOWN, Math.ceil(number / PHONE_PAGE_SIZE) * PHONE_PAGE_SIZE)
}

/** One query per phone page of 12, for the first `shown` cards. */
export function phonePageQueries(filters: ActivityFilters, shown: number) {
  return Array.from({ length: shown / PHONE_PAGE_SIZE }, (_, index) =>
    activitiesQueryOptions({ ...filters, page: index + 1 }, PHONE_PAGE_SIZE),
  )
}

/** The loaded pages in order, up to the first one still on its way. */
function combinePages(results: UseQueryResult<ActivityListResponse>[]) {
  const loaded: ActivityListResponse[] = []
  for (const result of results) {
    if (!result.data) break
    loaded.push(result.data)
  }
  const first = loaded[0]
  const data: ActivityListResponse | undefined = first && {
    items: loaded.flatMap((page) => page.items),
    total: first.total,
    page: 1,
    pageCount: 1,
  }
  return {
    data,
    error: results.find((result) => result.error)?.error ?? null,
    isError: results.some((result) => result.isError),
    isPlaceholderData: results.some((result) => result.isPlaceholderData),
    isFetchingMore: loaded.length < results.length && loaded.length > 0,
    refetch: () => {
      for (const result of results) if (result.error) void result.refetch()
    },
  }
}

/**
 * The list on a phone: pages of 12 under one another. How far the parent has got is `?shown=`
 * in the URL, so a reload or coming back shows the same cards; any new filter drops it, since
 * the filters' URL is written afresh. Each page is its own query, so 'Show more' fetches only
 * the next 12 and the earlier ones come from the cache.
 */
export function usePhoneActivities(filters: ActivityFilters, enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams()
  const shown = readShown(searchParams.get('shown'))
  const list = useQueries({
    queries: enabled
      ? phonePageQueries(filters, shown).map((query) => ({
          ...query,
          placeholderData: keepPreviousData,
        }))
      : [],
    combine: combinePages,
  })
  const showMore = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params)
          next.set('shown', String(readShown(params.get('shown')) + PHONE_PAGE_SIZE))
          return next
        },
        // 'Show more' is not a place to go back to, and the list stays where the reader is.
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  return { ...list, shown, showMore }
}
