/**
 * Keys of public catalogue queries that other screens must refresh: a booking made or
 * cancelled changes the places left on the activity's page.
 */
export const catalogKeys = {
  activityDetail: (id: string) => ['activities', 'detail', id] as const,
}
