import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config/env.ts'
import { sendApiNotFound } from './problem-details.ts'

const demoImagesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/demo',
)

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
        setHeaders: (reply, filePath) => {
          // Vite fingerprints everything under assets/, so it never changes under one name.
          const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'cache-control',
            fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          )
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !path.extname(pathname)
      if (hasWebBuild && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDistDir)
      }
      return sendApiNotFound(request, reply)
    })
  },
  { name: 'static-files', dependencies: ['problem-details'] },
)
