// Plain values with no zod import, so a page that needs only these does not pull zod into its bundle.

/** The topical categories of the catalogue, in display order. Slugs are used in URLs. */
export const CATEGORIES = [
  { name: 'Art & Craft', slug: 'art' },
  { name: 'Music & Dance', slug: 'music' },
  { name: 'Learning', slug: 'learning' },
  { name: 'Sports', slug: 'sports' },
  { name: 'STEM', slug: 'stem' },
  { name: 'Science', slug: 'science' },
  { name: 'Outdoor', slug: 'outdoor' },
  { name: 'Photography', slug: 'photography' },
] as const
export type CategorySlug = (typeof CATEGORIES)[number]['slug']

export const ACTIVITY_TYPES = ['class', 'course', 'event'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** Ages the catalogue works with: the age slider runs 0 to 18. */
export const MIN_AGE = 0
export const MAX_AGE = 18

export const ROLES = ['customer', 'vendor', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** 'suspended' takes an approved provider and all its activities off the public site. */
export const VENDOR_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const
export type VendorStatus = (typeof VENDOR_STATUSES)[number]

/**
 * 'pending' holds its places until its `holdExpiresAt` while the family pays; 'expired' is a hold
 * that ran out unpaid. Only confirmed bookings and unexpired holds take places.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const
/** One session, a whole term (an enrolment), one session of a term as a drop-in or a trial. */
export const BOOKING_KINDS = ['single', 'term', 'drop_in', 'trial'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

/** An extra is priced for each session booked, or once for the booking. */
export const EXTRA_PRICE_UNITS = ['session', 'booking'] as const
export type ExtraPriceUnit = (typeof EXTRA_PRICE_UNITS)[number]
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Where a booking's money stands; 'none' when no money is involved (free, or never paid). */
export const PAYMENT_STATUSES = [
  'none',
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A provider's payment account: paid activities are bookable only while it is 'connected'. */
export const PAYMENT_ACCOUNT_STATUSES = [
  'not_connected',
  'onboarding',
  'connected',
  'restricted',
] as const
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number]

/** Passwords need at least 6 characters; 128 caps the cost of hashing an absurd input. */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

// The catalogue's plain values live here, not beside its schemas in catalog.ts: the browser's
// filters need them, and importing catalog.ts would bring zod into the list page's download.
/** The price slider's top ($200, step 5): at the top it means '$200+', no upper bound. */
export const PRICE_SLIDER_MAX = 200
export const ACTIVITIES_PAGE_SIZE = 24
export const ACTIVITY_SORTS = ['newest', 'price_asc', 'price_desc', 'soonest'] as const

/**
 * A parent's favourites and a provider's locations are read whole by the screens that show them
 * (the hearts on every card, the location pickers), so each has a ceiling instead of pages.
 */
export const MAX_FAVORITES = 500
export const MAX_VENDOR_LOCATIONS = 50
