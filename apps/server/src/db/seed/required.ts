/** Looks up a key the demo data refers to; a miss is a mistake in the demo data itself. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`)
  return value
}
