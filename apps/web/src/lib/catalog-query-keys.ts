/**
 * Keys of public catalogue queries that other screens must refresh: a booking made or
 * cancelled changes the places left on the activity's page.
 */
export const catalogKeys = {
  activityDetail: (id: string) => ['activities', 'detail', id] as const,
}

/** Every price a booking dialog or card asks for: a refused booking refreshes them all. */
export const quoteKeys = {
  all: ['price-quote'] as const,
  of: (what: readonly string[], request: unknown) => [...quoteKeys.all, ...what, request] as const,
}
