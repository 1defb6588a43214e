/** How long computed admin figures are served before they are worked out again. */
export const FIGURES_MAX_AGE_MS = 60_000

export type Memoized<T> = { value: T; asOf: Date }

/**
 * Serves figures worked out at most FIGURES_MAX_AGE_MS ago. Summing a million bookings takes a
 * second or so, and an operator reading the dashboard gains nothing from doing it on every
 * request; the answer says when its figures were worked out. Requests arriving while the
 * figures are being worked out wait for that one computation instead of starting their own.
 */
export function createFiguresMemo<T>(maxAgeMs = FIGURES_MAX_AGE_MS) {
  let current: { asOf: Date; value: Promise<T> } | undefined
  return {
    async get(now: Date, compute: (asOf: Date) => Promise<T>): Promise<Memoized<T>> {
      if (!current || now.getTime() - current.asOf.getTime() >= maxAgeMs) {
        const computing = { asOf: now, value: compute(now) }
        current = computing
        // A failed computation is not served again: the next request tries afresh.
        computing.value.catch(() => {
          if (current === computing) current = undefined
        })
      }
      const { asOf, value } = current
      return { value: await value, asOf }
    },
  }
}

export type FiguresMemo<T> = ReturnType<typeof createFiguresMemo<T>>
