/** Cards the offline test checkout knows, numbered as in Stripe's test mode. */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
}
const SUCCEEDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444'])
/** Cards that pay at checkout and are saved, but whose later charges go wrong, as at Stripe. */
const LATER_FAILS = '4000000000000341'
const LATER_NEEDS_FAMILY = '4000002760003184'
SUCCEEDS.add(LATER_FAILS).add(LATER_NEEDS_FAMILY)

/** The saved test card's name: the card itself, as the test processor keeps no cards. */
export const testCardRef = (cardNumber: string) => `pm_test_${cardNumber}`

/** What a later, off-session charge to a saved test card does. */
export function savedTestCardOutcome(cardRef: string | null) {
  const card = cardRef?.replace(/^pm_test_/, '') ?? ''
  if (card === LATER_FAILS) return { status: 'failed' as const, message: 'Your card was declined.' }
  if (card === LATER_NEEDS_FAMILY) {
    return {
      status: 'requires_action' as const,
      message: 'Your bank asks you to confirm this payment.',
    }
  }
  if (SUCCEEDS.has(card)) return { status: 'succeeded' as const, message: null }
  return { status: 'failed' as const, message: 'There is no saved card to charge.' }
}

function passesLuhn(digits: string) {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * What the test processor does with a card: null when it pays, else the sentence the family
 * reads. `expiry` is MM/YY; a card past its month is refused as a real one would be.
 */
export function testCardRefusal(input: { cardNumber: string; expiry: string; now: Date }) {
  const { cardNumber, expiry, now } = input
  if (!passesLuhn(cardNumber)) return 'Your card number is incorrect.'
  const [month, year] = expiry.split('/').map(Number)
  const endOfMonth = Date.UTC(2000 + (year ?? 0), month ?? 0, 1)
  if (endOfMonth <= now.getTime()) return 'Your card has expired.'
  const decline = DECLINES[cardNumber]
  if (decline) return decline
  if (SUCCEEDS.has(cardNumber)) return null
  return 'This is a test checkout: use a test card such as 4242 4242 4242 4242.'
}
