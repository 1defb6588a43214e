// The formatters live in contracts because server mails show the same amounts.
export { formatMoney, formatRevenue } from '@afc/contracts'
