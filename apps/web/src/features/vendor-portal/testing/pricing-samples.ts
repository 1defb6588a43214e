import type { DiscountRule, PromoCode } from '@afc/contracts'
import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderVendorPage } from './render-vendor-page'
import { ids, vendorActivity } from './vendor-samples'

// Sample discount rules and promo codes, valid against the response schemas.

export const pricingIds = {
  siblings: '7d1f0c2e-9999-4a6b-8c3d-000000000001',
  earlyBird: '7d1f0c2e-9999-4a6b-8c3d-000000000002',
  family10: '7d1f0c2e-8888-4a6b-8c3d-000000000001',
  bursary: '7d1f0c2e-8888-4a6b-8c3d-000000000002',
} as const

export const siblingRule: DiscountRule = {
  id: pricingIds.siblings,
  createdAt: '2026-11-01T10:00:00.000Z',
  kind: 'siblings',
  activityIds: null,
  secondChild: { unit: 'percent', percent: 10 },
  laterChildren: { unit: 'percent', percent: 15 },
}

export const earlyBirdRule: DiscountRule = {
  id: pricingIds.earlyBird,
  createdAt: '2026-11-02T10:00:00.000Z',
  kind: 'early_bird',
  activityIds: [ids.activity],
  until: '2027-03-01T23:59',
  price: { unit: 'price', cents: 15_000 },
}

export const family10: PromoCode = {
  id: pricingIds.family10,
  createdAt: '2026-11-01T10:00:00.000Z',
  kind: 'discount',
  code: 'FAMILY10',
  activityIds: null,
  startsOn: null,
  endsOn: null,
  active: true,
  off: { unit: 'percent', percent: 10 },
  totalUses: 10,
  usesPerFamily: 1,
  usesTaken: 3,
}

export const bursary: PromoCode = {
  id: pricingIds.bursary,
  createdAt: '2026-11-02T10:00:00.000Z',
  kind: 'scholarship',
  code: 'BURSARY',
  activityIds: [ids.activity],
  startsOn: '2027-01-01',
  endsOn: null,
  active: false,
  places: 5,
  usesTaken: 0,
}

export const rulesOf = (rules: unknown[]) => ({ status: 200, body: { rules } })
export const codesOf = (codes: unknown[]) => ({ status: 200, body: pageOf(codes) })

/** The Pricing page with two activities, and no discounts or codes unless given. */
export function openPricing(routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage('/vendor/discounts', {
    'GET /api/vendor/activities': {
      status: 200,
      body: pageOf([
        vendorActivity(),
        vendorActivity({ id: ids.otherActivity, title: 'Spring Swim' }),
      ]),
    },
    'GET /api/vendor/discount-rules': rulesOf([]),
    'GET /api/vendor/promo-codes': codesOf([]),
    ...routes,
  })
}
