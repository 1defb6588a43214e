import type { PlannedRequest } from './planner.ts'
import { FUZZ_INDEX_HEADER, type FuzzTarget } from './target.ts'

export type Outcome =
  | { kind: 'answered'; status: number; error: Error | undefined }
  | { kind: 'timeout' }
  /** Header values Node's HTTP client refuses: no server ever sees such a request. */
  | { kind: 'unsendable' }

const REQUEST_TIMEOUT_MS = 30_000
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Node's HTTP client and parser refuse these in a header value; only app.inject would pass them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
const UNSENDABLE_HEADER_VALUE = /[\u0000-\u0008\u000a-\u001f\u007f]/

/**
 * A header value as the server reads it off the wire: clients send UTF-8 bytes and Node decodes
 * header bytes as latin1. app.inject would otherwise pass characters no socket can carry.
 */
const asWireText = (value: string) => Buffer.from(value, 'utf8').toString('latin1')

function headersFor(target: FuzzTarget, planned: PlannedRequest, index: number) {
  const { request, role } = planned
  const headers: Record<string, string> = {}
  const cookie = target.roles.cookie(role)
  if (cookie) headers.cookie = cookie
  if (STATE_CHANGING.has(request.method) && planned.origin !== 'none') {
    headers.origin =
      planned.origin === 'same'
        ? new URL(target.app.config.publicUrl).origin
        : 'https://evil.example'
  }
  if (request.body?.contentType) headers['content-type'] = request.body.contentType
  for (const [name, value] of Object.entries(request.headers)) {
    // A generated cookie joins the session's: two cookies of one name is a case worth sending.
    headers[name] = name === 'cookie' && cookie ? `${cookie}; ${value}` : asWireText(value)
  }
  headers[FUZZ_INDEX_HEADER] = String(index)
  return headers
}

/** Sends one planned request through app.inject and says how the app answered. */
export async function send(
  target: FuzzTarget,
  planned: PlannedRequest,
  index: number,
): Promise<Outcome> {
  const headers = headersFor(target, planned, index)
  if (Object.values(headers).some((value) => UNSENDABLE_HEADER_VALUE.test(value))) {
    return { kind: 'unsendable' }
  }
  const { request } = planned
  try {
    const response = await withTimeout(
      target.app.inject({
        method: request.method,
        url: request.url,
        headers,
        // A fresh address per request: the sign-in limits count attempts per address.
        remoteAddress: `172.${16 + ((index >> 16) % 16)}.${(index >> 8) & 255}.${index & 255}`,
        ...(request.body ? { payload: request.body.payload } : {}),
      }),
    )
    if (response === 'timeout') return { kind: 'timeout' }
    const error = target.errors.get(String(index))
    target.errors.delete(String(index))
    return { kind: 'answered', status: response.statusCode, error }
  } catch (error) {
    if (isClientSideError(error)) return { kind: 'unsendable' }
    throw error
  }
}

async function withTimeout<T>(work: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** light-my-request refuses header values Node's HTTP would refuse too (ERR_INVALID_CHAR). */
function isClientSideError(error: unknown) {
  const code = (error as { code?: string } | null)?.code
  return code === 'ERR_INVALID_CHAR' || code === 'ERR_INVALID_HTTP_TOKEN'
}
