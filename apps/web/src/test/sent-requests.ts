import type { MockInstance } from 'vitest'

type FetchSpy = MockInstance<typeof fetch>

/** The requests the app sent to `path` (query string included) with `method`. */
export function requestsTo(api: FetchSpy, method: string, path: string): RequestInit[] {
  return api.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => init ?? {})
}

/** The JSON body of the last `method` request to `path`. */
export function sentBody(api: FetchSpy, method: string, path: string): unknown {
  const last = requestsTo(api, method, path).at(-1)
  if (!last) throw new Error(`No ${method} ${path} was sent`)
  return JSON.parse(String(last.body))
}
