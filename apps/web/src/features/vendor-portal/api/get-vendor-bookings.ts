import { type VendorBooking, vendorBookingListSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
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

export async function getVendorBookings(filters: BookingFilters): Promise<VendorBooking[]> {
  const { items } = await apiFetch(`/api/vendor/bookings?${bookingQuery(filters)}`, {
    schema: vendorBookingListSchema,
  })
  return items
}

export function vendorBookingsQueryOptions(filters: BookingFilters) {
  return queryOptions({
    queryKey: vendorKeys.bookings(filters),
    queryFn: () => getVendorBookings(filters),
    placeholderData: keepPreviousData,
  })
}

export function useVendorBookings(filters: BookingFilters) {
  return useQuery(vendorBookingsQueryOptions(filters))
}
