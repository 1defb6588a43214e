import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config/env.ts'
import { isApiPath, normalisedPath } from '../lib/request-path.ts'
import { sendApiNotFound } from './problem-details.ts'

const demoImagesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/demo',
)

/**
 * Vite fingerprints everything under assets/, so it never changes under one name; index.html
 * names the current fingerprints and sw.js is how browsers learn of a new build, so both are
 * revalidated on every visit.
 */
function webCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable'
  // The file sent may be the pre-compressed copy (index.html.br).
  if (/^(index\.html|sw\.js)(\.br|\.gz)?$/.test(path.basename(filePath))) return 'no-cache'
  return 'public, max-age=300'
}

/**
 * Serves the built single-page app with a history fallback, uploaded files and the demo images,
 * all from the API's own port. Unknown /api paths stay problem+json 404s.
 */
export const staticFiles = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options
    const uploadsDir = path.join(config.dataDir, 'uploads')
    const webIndex = path.join(config.webDistDir, 'index.html')
    const hasWebBuild = existsSync(webIndex)

    if (existsSync(demoImagesDir)) {
      await app.register(fastifyStatic, {
        root: demoImagesDir,
        prefix: '/demo/',
        decorateReply: false,
        maxAge: '7d',
      })
    }
    if (!config.s3) {
      // Created up front so files uploaded after start are served too.
      await mkdir(uploadsDir, { recursive: true })
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        maxAge: '30d',
        immutable: true,
      })
    }
    if (hasWebBuild) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside every text asset: sent as such, nothing is
        // compressed per request (with the Vary, type and length of the file actually sent).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', webCacheControl(filePath))
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(normalisedPath(pathname)) &&
        !path.extname(pathname)
      if (hasWebBuild && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDistDir)
      }
      return sendApiNotFound(request, reply)
    })
  },
  { name: 'static-files', dependencies: ['problem-details'] },
)
