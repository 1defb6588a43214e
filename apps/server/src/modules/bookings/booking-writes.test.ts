import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SOURCE = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Writes to a booking's rows, as SQL or as Drizzle calls. Only the bookings module makes them,
 * so a booking's life (and what follows each step of it) is in one place.
 */
const BOOKING_WRITE =
  /(update|insert\s+into|delete\s+from)\s+booking(s|_participants)\b|\.(update|insert|delete)\(\s*(bookings|bookingParticipants)\s*\)/i

/** Code that sets up data rather than running the product: schema history, demo data, tests. */
const exempt = (path: string) =>
  path.startsWith('modules/bookings/') ||
  path.startsWith('db/migrations/') ||
  path.startsWith('db/seed/') ||
  path.startsWith('test/') ||
  path.endsWith('.test.ts') ||
  path.endsWith('-world.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('booking writes', () => {
  it('are made by the bookings module alone', () => {
    const files = sourceFiles(SOURCE).map((path) => relative(SOURCE, path).replaceAll('\\', '/'))
    expect(files).toContain('modules/bookings/booking-holds.ts')
    const offenders = files
      .filter((path) => !exempt(path))
      .flatMap((path) =>
        readFileSync(join(SOURCE, path), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            BOOKING_WRITE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(
      offenders,
      'Write bookings and booking_participants through a transition of modules/bookings/index.ts',
    ).toEqual([])
  })
})
