import { vi } from 'vitest'

export interface FakeReply {
  status: number
  body?: unknown
}

/** A canned answer, or a function of the request for answers that depend on it. */
export type FakeRoute = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>)

/**
 * Answers the app's fetch calls at the network boundary, keyed 'METHOD /path'. Anything not
 * listed gets a 404 problem, so a test fails loudly on a call it did not expect.
 * Returns the spy, whose calls show what was sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init)
    const key = `${request.method} ${new URL(request.url).pathname}`
    // Unless a test says otherwise, nobody is signed in.
    const route = routes[key] ?? (key === 'GET /api/account/session' ? visitorSession : undefined)
    const reply = typeof route === 'function' ? await route(request) : route
    return toResponse(reply ?? { status: 404, body: problem(404, 'Not Found') })
  })
}

const visitorSession: FakeReply = { status: 200, body: { account: null } }

function toResponse({ status, body }: FakeReply): Response {
  if (body === undefined) return new Response(null, { status })
  const type = status >= 400 ? 'application/problem+json' : 'application/json'
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } })
}

/** An RFC 9457 problem body, as the server sends for every error. */
export function problem(
  status: number,
  title: string,
  detail?: string,
  errors?: Record<string, string[]>,
) {
  return { type: 'about:blank', title, status, detail, errors }
}

/** A reply that never comes, to look at a screen while it waits. */
export function pendingForever(): Promise<FakeReply> {
  return new Promise(() => {})
}
