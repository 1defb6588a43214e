import type { NewsletterSubscriber } from '@afc/contracts'
import { csvDocument } from '../../lib/csv.ts'

export function newsletterToCsv(subscribers: NewsletterSubscriber[]): string {
  return csvDocument([
    ['Email', 'Subscribed at (UTC)'],
    ...subscribers.map((subscriber) => [subscriber.email, subscriber.subscribedAt]),
  ])
}
