import { PAYOUT_PERIODS, type PayoutPeriod, type VendorPayoutsQuery } from '@afc/contracts'
import { useSearchParams } from 'react-router'

const periodNamed = (name: string | null) => PAYOUT_PERIODS.find((period) => period === name)

/**
 * The payouts page's period, range and page, kept in the URL so a view survives a reload. No
 * dates means the server's default range; a change of range or period starts at page 1.
 */
export function usePayoutFilters() {
  const [params, setParams] = useSearchParams()
  const page = Number(params.get('page') ?? '1')
  const query: VendorPayoutsQuery = {
    period: periodNamed(params.get('period')) ?? 'month',
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name)
          else next.set(name, value)
        }
        return next
      },
      { replace: true },
    )

  return {
    query,
    /** What the provider came back from: 'done' after connecting, 'retry' for a stale link. */
    connectReturn: params.get('connect'),
    forgetConnectReturn: () => update({ connect: null }),
    setPeriod: (name: string) => {
      const period: PayoutPeriod | undefined = periodNamed(name)
      if (period) update({ period, page: null })
    },
    setRange: (range: { from: string; to: string }) => update({ ...range, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  }
}
