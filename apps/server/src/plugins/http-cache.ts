import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a public GET route as cacheable for this many seconds, with an ETag. */
    publicCacheSeconds?: number
  }
}

/**
 * Public catalogue answers are the same for everyone, so browsers and proxies may keep them
 * briefly and revalidate with If-None-Match (304, no body) after that.
 */
export const httpCache = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const seconds = request.routeOptions.config.publicCacheSeconds
      if (!seconds || request.method !== 'GET' || reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
      reply.header('etag', etag)
      reply.header(
        'cache-control',
        `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`,
      )
      // Lower case, as the compression hook after this one spells it, so it is not added twice.
      reply.header('vary', 'accept-encoding')
      const candidates = request.headers['if-none-match']?.split(',').map((tag) => tag.trim())
      if (candidates?.includes(etag)) {
        reply.code(304)
        reply.removeHeader('content-type')
        return ''
      }
      return payload
    })
  },
  { name: 'http-cache' },
)
