/** The Today screen's cache key: refreshed after every action and when the phone is back online. */
export const todayKeys = {
  all: ['vendor', 'today'] as const,
}
