// Wording shared by every place that shows an activity: cards, the detail page, provider pages.

/** 'Ages 4-8', 'Ages 3+', 'Up to 12' or 'All ages'; a minimum of 0 is no minimum. */
export function ageRangeLabel(minAge: number | null, maxAge: number | null): string {
  const hasMin = minAge != null && minAge > 0
  if (hasMin && maxAge != null) return `Ages ${minAge}-${maxAge}`
  if (hasMin) return `Ages ${minAge}+`
  if (maxAge != null) return `Up to ${maxAge}`
  return 'All ages'
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
