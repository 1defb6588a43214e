import type { BenchSettings } from './report.ts'
import type { SeedPlan } from './seed-bulk.ts'

/** The filter combinations a parent typically uses, as the web page puts them in the URL. */
export const LISTING_COMBINATIONS = [
  { name: 'no filter', path: '/api/activities' },
  { name: 'one category', path: '/api/activities?category=art' },
  { name: 'search + ages', path: '/api/activities?q=soccer&minAge=5&maxAge=10' },
  {
    name: 'categories + price + city',
    path: '/api/activities?category=stem,science&maxPrice=50&location=Austin',
  },
  { name: 'weekend, soonest first', path: '/api/activities?weekend=true&sort=soonest' },
] as const

function positiveNumber(
  name: string,
  fallback: number,
  { whole = true, zero = false } = {},
): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!(value > 0 || (zero && value === 0)) || (whole && !Number.isInteger(value))) {
    const kind = `${zero ? 'zero or a ' : 'a '}positive ${whole ? 'whole ' : ''}number`
    throw new Error(`${name} must be ${kind} (got '${raw}')`)
  }
  return value
}

/**
 * Bookings at scale 1: the million, on PGlite as on PostgreSQL (about 6 minutes for the
 * whole PGlite run on 2 busy cores; BENCH_BOOKINGS seeds fewer for a quicker try, the busy
 * provider keeping its 25,000 so that its dashboard does the same work).
 */
export const FULL_BOOKINGS = 1_000_000

/** Defaults run at full size (100,000 activities); the BENCH_* variables are for quick tries. */
export function readSettings(): BenchSettings {
  const scale = positiveNumber('BENCH_SCALE', 1, { whole: false })
  if (scale > 1) throw new Error(`BENCH_SCALE must be at most 1 (got ${scale})`)
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 10),
    connections: positiveNumber('BENCH_CONNECTIONS', 10),
    // The bookings issue asks for 50 concurrent clients, whatever the reads run with.
    bookingConnections: positiveNumber('BENCH_BOOKING_CONNECTIONS', 50),
    rushConnections: positiveNumber('BENCH_RUSH_CONNECTIONS', 100),
    rushParents: positiveNumber('BENCH_RUSH_PARENTS', 1_000),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 2, { whole: false }),
    // A mail provider across the internet takes this long to accept a message.
    smtpDelayMs: positiveNumber('BENCH_SMTP_DELAY_MS', 150),
    baselineRuns: positiveNumber('BENCH_BASELINE_RUNS', 7),
    // A dashboard slower than this alone has its statements explained (0: every dashboard).
    explainOverMs: positiveNumber('BENCH_EXPLAIN_OVER_MS', 50, { zero: true }),
    scale,
    bookings: positiveNumber('BENCH_BOOKINGS', FULL_BOOKINGS),
  }
}

/**
 * 2,000 approved providers with 100,000 activities, ~600k sessions and `bookings` bookings (with
 * ~1.6 participants each, one per booked place) at scale 1; 25,000 of the bookings belong to one
 * busy provider with the average 50 activities, the rest are spread over everyone else.
 */
export function seedPlan(settings: BenchSettings): SeedPlan {
  const { scale, bookings } = settings
  const scaled = (value: number, fewest = 1) => Math.max(fewest, Math.round(value * scale))
  const reviews = scaled(40_000)
  // The reviewed bookings come first; what is left is shared by the busy provider and the rest.
  const total = Math.max(reviews + 2, scaled(bookings))
  return {
    // However small the scale: a busy provider, a typical one and others to book besides them.
    approvedProviders: scaled(2_000, 3),
    pendingProviders: scaled(40),
    // The rush's families come after the bookings' own, whatever the scale.
    customers: Math.max(scaled(5_000), 2_000, settings.bookingConnections + settings.rushParents),
    activities: scaled(100_000, 30),
    pendingActivities: scaled(300),
    sessionsPerActivity: 6,
    reviews,
    bookings: total,
    busyVendorBookings: Math.min(scaled(25_000), Math.floor((total - reviews) / 2)),
    participantsPerPlace: true,
  }
}
