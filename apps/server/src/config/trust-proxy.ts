import { isIP } from 'node:net'
import { z } from 'zod'

/** What Fastify's `trustProxy` accepts from us: off/on, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[]

const MESSAGE =
  'must be true, false, a number of proxies, or a comma-separated list of addresses or CIDR ranges'
/** Names proxy-addr understands for well-known private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, extra] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY decides whether X-Forwarded-For names the client. Off by default: anyone can send
 * that header, so it counts only when the server sits behind proxies that overwrite it.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase()
    if (lower === 'true' || lower === 'false') return lower === 'true'
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every((entry) => isAddressOrRange(entry.toLowerCase()))) return entries
    context.addIssue({ code: 'custom', message: MESSAGE })
    return z.NEVER
  })

/**
 * Fastify's option: a hop count becomes the function proxy-addr would build from it, since
 * Fastify's types leave the number form out.
 */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting
  return (_address: string, hop: number) => hop < setting
}
