import { PLAN_COLLECTION_STATE_WORDS, type PlanCollectionRow } from '@afc/contracts'
import { csvStream } from '../../lib/csv.ts'
import { formatLocalDateTime } from '../../lib/zoned-time.ts'

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** The columns of the Payouts page's "Still to collect" table, in the same order. */
function header(timeZone: string) {
  return [
    'Booking',
    'Family',
    'Activity',
    'Payment',
    `Due (${timeZone})`,
    'Amount (USD)',
    'State',
    'Tries',
    `Next try (${timeZone})`,
  ]
}

function paymentRow(payment: PlanCollectionRow, timeZone: string): (string | number)[] {
  return [
    payment.bookingId,
    payment.familyName,
    payment.activityTitle,
    `${payment.seq} of ${payment.paymentCount}`,
    formatLocalDateTime(payment.dueAt, timeZone),
    dollars(payment.amountCents),
    PLAN_COLLECTION_STATE_WORDS[payment.state],
    payment.attempts,
    payment.nextAttemptAt ? formatLocalDateTime(payment.nextAttemptAt, timeZone) : '',
  ]
}

/** One row per plan payment still to collect, the soonest due first, on the provider's clock. */
export function toCollectCsvStream(batches: AsyncIterable<PlanCollectionRow[]>, timeZone: string) {
  async function* rows() {
    for await (const payments of batches) {
      yield payments.map((payment) => paymentRow(payment, timeZone))
    }
  }
  return csvStream(header(timeZone), rows())
}
