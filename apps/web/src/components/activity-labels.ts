import { ageRangeText } from '@afc/contracts'

// Wording shared by every place that shows an activity: cards, the detail page, provider pages.

/** 'Ages 4-8', 'Ages 3+', 'Ages up to 12' or 'All ages': the age rule's wording, as a label. */
export function ageRangeLabel(minAge: number | null, maxAge: number | null): string {
  const text = ageRangeText(minAge, maxAge)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})

/** 'Sat, Dec 5', in the visitor's own time zone unless another is given. */
export function shortDateLabel(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate)
  if (!timeZone) return shortDate.format(date)
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(date)
}

/** '4.5 out of 5 from 12 reviews', the sentence a screen reader says for the stars. */
export function ratingDescription(averageRating: number, reviewCount: number): string {
  const reviews = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`
  return `Rated ${formatRating(averageRating)} out of 5 from ${reviews}`
}

/** One decimal, always: 4.5, 5.0. */
export function formatRating(averageRating: number): string {
  return averageRating.toFixed(1)
}
