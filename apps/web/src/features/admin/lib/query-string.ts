/** A query string from a list's filters, leaving out the ones not set. */
export function toQueryString(params: Record<string, string | number | boolean | undefined>) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * A list query as the client sends it. The contracts' input types leave page and limit unknown
 * (the server coerces them from text); the client always has numbers.
 */
export type PagedQuery<Query> = Omit<Query, 'page' | 'limit'> & { page?: number; limit?: number }
