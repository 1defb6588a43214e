import { ADMIN_PAYMENT_KIND_LABELS, type AdminPayment, priceLineText } from '@afc/contracts'
import { csvStream } from '../../../lib/csv.ts'

/** Dollars with two decimals and no symbol, so a spreadsheet reads the cell as a number. */
const dollars = (cents: number) => (cents / 100).toFixed(2)

export function paymentsCsvStream(batches: AsyncIterable<AdminPayment[]>) {
  async function* rows() {
    for await (const payments of batches) {
      yield payments.map((payment) => [
        payment.createdAt,
        ADMIN_PAYMENT_KIND_LABELS[payment.kind],
        dollars(payment.amountCents),
        dollars(payment.feeCents),
        payment.bookingId,
        payment.activity.title,
        payment.provider.businessName,
        payment.familyEmail ?? '',
        payment.reference,
        payment.reason ?? '',
        payment.adminEmail ?? '',
        payment.priceLines.map(priceLineText).join('; '),
      ])
    }
  }
  return csvStream(
    [
      'Date (UTC)',
      'Kind',
      'Amount (USD)',
      'Platform fee (USD)',
      'Booking',
      'Activity',
      'Provider',
      'Family email',
      'Reference',
      'Reason',
      'Refunded by',
      'Price lines',
    ],
    rows(),
  )
}
