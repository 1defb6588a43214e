import {
  type PaymentConnection,
  type VendorPayouts,
  type VendorPayoutsQuery,
  vendorPayoutsSchema,
} from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

function payoutsQuery(filters: VendorPayoutsQuery): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  return query
}

/** The same range as the page, every booking, as a spreadsheet download. */
export function payoutsCsvUrl(range: { from: string; to: string }): string {
  return `/api/vendor/payouts.csv?${new URLSearchParams(range)}`
}

/** Totals, periods and one page of bookings; without dates, the last six months. */
export function getVendorPayouts(filters: VendorPayoutsQuery): Promise<VendorPayouts> {
  const query = payoutsQuery(filters)
  return apiFetch(`/api/vendor/payouts${query.size > 0 ? `?${query}` : ''}`, {
    schema: vendorPayoutsSchema,
  })
}

export function vendorPayoutsQueryOptions(filters: VendorPayoutsQuery) {
  return queryOptions({
    queryKey: vendorKeys.payouts(filters),
    queryFn: () => getVendorPayouts(filters),
    placeholderData: keepPreviousData,
  })
}

export function useVendorPayouts(filters: VendorPayoutsQuery) {
  return useQuery(vendorPayoutsQueryOptions(filters))
}

/**
 * Only whether payments are connected, from the default payouts answer (shared with its page).
 * Only the owner reads it: managers are refused the payment settings.
 */
export function usePaymentConnection({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...vendorPayoutsQueryOptions({}),
    enabled,
    select: (payouts): PaymentConnection => ({
      paymentAccountStatus: payouts.paymentAccountStatus,
      testMode: payouts.testMode,
    }),
  })
}
