import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { buildCatalogWorld } from '../test/catalog-world.ts'

const SCRIPT = `export const greeting = ${JSON.stringify('hello, '.repeat(400))}\n`
const PAGE = `<!doctype html><title>Activities</title>${'<p>page</p>'.repeat(200)}`
const WORKER = `self.addEventListener('fetch', () => {}) // ${'cache '.repeat(300)}\n`

let app: TestAppWithMail

/** A web build as the Vite build leaves it: every text file beside its .br and .gz copies. */
async function writeWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afc-web-'))
  await mkdir(path.join(dir, 'assets'))
  const files = { 'index.html': PAGE, 'assets/app-C0ffee12.js': SCRIPT, 'sw.js': WORKER }
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text)
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text))
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text))
  }
  return dir
}

beforeAll(async () => {
  app = await buildTestApp({ webDistDir: await writeWebBuild() })
  await buildCatalogWorld(app.database.db)
})
afterAll(async () => {
  await app?.close()
})

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers })
}

describe('API answers', () => {
  it('come brotli-compressed to a browser that accepts it, and read the same', async () => {
    const plain = await get('/api/activities')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const compressed = await get('/api/activities', { 'accept-encoding': 'gzip, deflate, br' })
    expect(compressed.statusCode).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toMatch(/^application\/json/)
    expect(compressed.headers.vary).toBe('accept-encoding')
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
  })

  it('fall back to gzip when that is all the client takes', async () => {
    const response = await get('/api/activities', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).items.length).toBeGreaterThan(0)
  })

  it('keep their ETag and still revalidate to an empty 304', async () => {
    const headers = { 'accept-encoding': 'br' }
    const first = await get('/api/activities?category=art', headers)
    const plain = await get('/api/activities?category=art')
    expect(first.headers.etag).toBeDefined()
    expect(first.headers.etag).toBe(plain.headers.etag)

    const again = await get('/api/activities?category=art', {
      ...headers,
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('stay plain when they are too small to gain anything', async () => {
    const response = await get('/api/no-such-thing', { 'accept-encoding': 'br' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json().title).toBeTruthy()
  })
})

describe('the web build', () => {
  it('sends fingerprinted scripts pre-compressed and cached for a year', async () => {
    const response = await get('/assets/app-C0ffee12.js', { 'accept-encoding': 'gzip, br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy, or the plain file, to clients without brotli', async () => {
    const gzip = await get('/assets/app-C0ffee12.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)

    const plain = await get('/assets/app-C0ffee12.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('serves the page itself compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/activities', '/index.html']) {
      const response = await get(url, { 'accept-encoding': 'br' })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PAGE)
    }
  })

  it('serves the service worker under its own name, revalidated so a new build takes over', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(WORKER)
  })

  it('never compresses images, which are compressed already', async () => {
    const response = await get('/demo/activity-art-clay.webp', { 'accept-encoding': 'gzip, br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
