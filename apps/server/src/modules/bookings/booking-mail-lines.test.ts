import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailTo } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { type LineRow, priceLineRows } from '../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'
import { queueBookingConfirmation } from './booking-notices.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'mail-lines')
})
afterAll(async () => {
  await app?.close()
})

/** Maya and Leo's term as their quote priced it, confirmed: its mails queued as confirming does. */
async function confirmedTerm(title: string, lines: LineRow[]) {
  const { bookingId } = await world.enrolledTwo(title)
  if (lines.length > 0) {
    await priceLineRows(world.db).quoted({ bookingId, customerId: world.parent.userId, lines })
  }
  await world.db.transaction((tx) =>
    queueBookingConfirmation({ db: tx, bookingId, ...app.notices }),
  )
  const mails = await mailTo(app, `parent-pricing-mail-lines@terms.example`)
  return mails.find((mail) => mail.subject.includes(title))?.text ?? ''
}

describe('the booking confirmation mail', () => {
  it('lists the price line by line and the total paid', async () => {
    const text = await confirmedTerm('Swim Squad', [
      { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' },
      { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Leo' },
      {
        kind: 'siblings',
        label: 'Sibling discount (2nd child)',
        amountCents: -1_800,
        firstName: 'Leo',
      },
    ])
    expect(text).toContain(
      [
        'Price:',
        '- Term price (Maya) $180.00',
        '- Term price (Leo) $180.00',
        '- Sibling discount (2nd child, Leo) \u2212$18.00',
        'Total paid: $342.00.',
      ].join('\n'),
    )
  })

  it('gives the total alone for a booking without lines', async () => {
    const text = await confirmedTerm('Judo Club', [])
    expect(text).not.toContain('Price:')
    expect(text).toContain('Total: Free.')
  })
})
