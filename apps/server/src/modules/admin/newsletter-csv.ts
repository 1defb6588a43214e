import type { NewsletterSubscriber } from '@afc/contracts'

/**
 * A spreadsheet would run a cell starting with = + - @ as a formula, so such cells get a
 * leading apostrophe (OWASP's advice against CSV injection); an address can start with one.
 */
function cell(value: string) {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function newsletterToCsv(subscribers: NewsletterSubscriber[]): string {
  const lines = [['Email', 'Subscribed at (UTC)'].map(cell).join(',')]
  for (const subscriber of subscribers) {
    lines.push([subscriber.email, subscriber.subscribedAt].map(cell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
