import { type VendorBooking, vendorBookingListSchema } from '@afc/contracts'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { LIST_PAGE_SIZE, nextPageParam, type Page } from '@/lib/pages'
import { vendorKeys } from './vendor-query-keys'

export type BookingPeriod = 'upcoming' | 'past' | 'cancelled'

export interface BookingFilters {
  when: BookingPeriod
  activityId?: string
}

function bookingQuery({ when, activityId }: BookingFilters): URLSearchParams {
  const query = new URLSearchParams({ when })
  if (activityId) query.set('activityId', activityId)
  return query
}

/** The same filters as the list, as a spreadsheet download. */
export function bookingsCsvUrl(filters: BookingFilters): string {
  return `/api/vendor/bookings.csv?${bookingQuery(filters)}`
}

/** One page of the bookings; the CSV above holds all of them. */
export async function getVendorBookings(
  filters: BookingFilters,
  page: number,
): Promise<Page<VendorBooking>> {
  const query = bookingQuery(filters)
  query.set('page', String(page))
  query.set('limit', String(LIST_PAGE_SIZE))
  return apiFetch(`/api/vendor/bookings?${query}`, { schema: vendorBookingListSchema })
}

export function vendorBookingsQueryOptions(filters: BookingFilters) {
  return infiniteQueryOptions({
    queryKey: vendorKeys.bookings(filters),
    queryFn: ({ pageParam }) => getVendorBookings(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  })
}

export function useVendorBookings(filters: BookingFilters) {
  return useInfiniteQuery(vendorBookingsQueryOptions(filters))
}
