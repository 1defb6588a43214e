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

function positiveNumber(name: string, fallback: number, { whole = true } = {}): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!(value > 0) || (whole && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${whole ? 'whole ' : ''}number (got '${raw}')`)
  }
  return value
}

/** Defaults give the figures the design asks for; the BENCH_* variables are for quick tries. */
export function readSettings(): BenchSettings {
  const scale = positiveNumber('BENCH_SCALE', 1, { whole: false })
  if (scale > 1) throw new Error(`BENCH_SCALE must be at most 1 (got ${scale})`)
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 10),
    connections: positiveNumber('BENCH_CONNECTIONS', 10),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 2),
    baselineRuns: positiveNumber('BENCH_BASELINE_RUNS', 7),
    scale,
  }
}

/** 2,000 approved providers with 100,000 activities, ~600k sessions, at scale 1. */
export function seedPlan(scale: number): SeedPlan {
  const scaled = (value: number) => Math.max(1, Math.round(value * scale))
  return {
    approvedProviders: scaled(2_000),
    pendingProviders: scaled(40),
    customers: scaled(5_000),
    activities: scaled(100_000),
    pendingActivities: scaled(300),
    sessionsPerActivity: 6,
    reviews: scaled(40_000),
  }
}
