import type { NewsletterSubscriber } from '@afc/contracts'
import { csvStream } from '../../lib/csv.ts'

export function newsletterCsvStream(batches: AsyncIterable<NewsletterSubscriber[]>) {
  async function* rows() {
    for await (const subscribers of batches) {
      yield subscribers.map((subscriber) => [subscriber.email, subscriber.subscribedAt])
    }
  }
  return csvStream(['Email', 'Subscribed at (UTC)'], rows())
}
