import type { PlanCollectionRow, VendorPayouts, VendorToCollect } from '@afc/contracts'
import type { FakeRoute } from '@/test/fake-api'
import { renderVendorPage } from './render-vendor-page'
import { ids } from './vendor-samples'

const none = { payments: 0, cents: 0 }

/** The plan payments still to collect, their totals summed from them (one page). */
export function toCollect(rows: PlanCollectionRow[]): VendorToCollect {
  const sum = (state?: PlanCollectionRow['state']) => {
    const some = rows.filter((row) => !state || row.state === state)
    return { payments: some.length, cents: some.reduce((total, row) => total + row.amountCents, 0) }
  }
  return {
    timeZone: 'America/Chicago',
    items: { items: rows, total: rows.length, page: 1, pageCount: rows.length > 0 ? 1 : 0 },
    totals:
      rows.length === 0
        ? { due: none, retrying: none, waitingForFamily: none, upcoming: none, all: none }
        : {
            due: sum('due'),
            retrying: sum('retrying'),
            waitingForFamily: sum('waiting_for_family'),
            upcoming: sum('upcoming'),
            all: sum(),
          },
  }
}

/** Payment `seq` of 3 of Emily C.'s plan for Spring Clay, $60.00, in `state`. */
export function planPayment(
  seq: number,
  state: PlanCollectionRow['state'],
  change: Partial<PlanCollectionRow> = {},
): PlanCollectionRow {
  return {
    paymentId: `7d1f0c2e-9999-4a6b-8c3d-00000000000${seq}`,
    bookingId: '7d1f0c2e-8888-4a6b-8c3d-000000000001',
    activityTitle: 'Spring Clay',
    familyName: 'Emily C.',
    providerName: 'Clay Club',
    seq,
    paymentCount: 3,
    amountCents: 6_000,
    dueAt: `2026-0${seq + 2}-05T15:00:00.000Z`,
    state,
    attempts: 0,
    nextAttemptAt: null,
    paidAt: null,
    ...change,
  }
}

export function payouts(overrides: Partial<VendorPayouts> = {}): VendorPayouts {
  const money = { grossCents: 7500, feeCents: 325, refundedCents: 4250, netCents: 2925 }
  return {
    paymentAccountStatus: 'connected',
    testMode: true,
    timeZone: 'America/Chicago',
    period: 'month',
    from: '2026-03-01',
    to: '2026-04-30',
    totals: { ...money, payments: 3 },
    periods: [
      { periodStart: '2026-04-01', ...money, payments: 3 },
      {
        periodStart: '2026-03-01',
        grossCents: 0,
        feeCents: 0,
        refundedCents: 0,
        netCents: 0,
        payments: 0,
      },
    ],
    bookings: {
      items: [
        {
          bookingId: ids.booking,
          paidAt: '2026-04-10T15:00:00.000Z',
          activityTitle: 'Watercolor Adventures',
          sessionStartsAt: '2026-04-18T15:00:00.000Z',
          sessionTimeZone: 'America/Chicago',
          familyName: 'Emily C.',
          places: 2,
          paidCents: 2500,
          feeCents: 250,
          refundedCents: 0,
          netCents: 2250,
          paymentStatus: 'paid',
          discountCents: 2300,
          code: 'WELCOME',
        },
      ],
      total: 1,
      page: 1,
      pageCount: 1,
    },
    discounts: {
      items: [
        {
          label: 'Siblings: 10% off the 2nd child, 15% off each later child · All activities',
          source: 'rule',
          paidByPlatform: false,
          bookings: 1,
          amountCents: 300,
        },
        {
          label: 'Code WELCOME',
          source: 'code',
          paidByPlatform: true,
          bookings: 1,
          amountCents: 2000,
        },
      ],
      totalCents: 2300,
      paidByPlatformCents: 2000,
    },
    ...overrides,
  }
}

/** Payouts with the sample earnings and, unless given, nothing to collect on plans. */
export function openPayouts(path = '/vendor/payouts', routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage(path, {
    'GET /api/vendor/payouts': { status: 200, body: payouts() },
    'GET /api/vendor/payouts/to-collect': { status: 200, body: toCollect([]) },
    ...routes,
  })
}
