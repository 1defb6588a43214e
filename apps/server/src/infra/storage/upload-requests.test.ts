// @one-database: malformed uploads are refused before a statement runs.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { multipartBody } from '../../test/multipart.ts'

let app: TestAppWithMail
let parent: string
let vendor: string
let png: Buffer

beforeAll(async () => {
  app = await buildTestApp({ rateLimitPerMinute: 0 })
  parent = (await createSignedInUser(app, { email: 'parent@uploads.example' })).cookie
  const owner = await createSignedInUser(app, {
    email: 'vendor@uploads.example',
    roles: ['vendor'],
  })
  vendor = owner.cookie
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
  png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
})

const ROUTES = [
  ['/api/account/avatar', () => parent],
  ['/api/vendor/profile/logo', () => vendor],
  ['/api/vendor/profile/banner', () => vendor],
] as const

const image = () => ({ field: 'file', filename: 'me.png', contentType: 'image/png', bytes: png })

const MALFORMED: [string, () => ReturnType<typeof multipartBody>, string][] = [
  [
    'multipart without a boundary',
    () => multipartBody({ parts: [image()], boundary: null }),
    'The upload could not be read. Please choose the image again.',
  ],
  [
    'a body cut short',
    () => multipartBody({ parts: [image()], cutShort: true }),
    'The upload could not be read. Please choose the image again.',
  ],
  [
    'a text field and no file',
    () => multipartBody({ parts: [{ field: 'file', bytes: Buffer.from('hello') }] }),
    'Please choose an image file to upload.',
  ],
  [
    'a file under another name than file',
    () => multipartBody({ parts: [{ ...image(), field: 'picture' }] }),
    'Please send the image in the field named file.',
  ],
  [
    'two files',
    () => multipartBody({ parts: [image(), { ...image(), filename: 'again.png' }] }),
    'Please upload one image at a time.',
  ],
  [
    'an empty multipart body',
    () => multipartBody({ parts: [] }),
    'Please choose an image file to upload.',
  ],
]

describe('malformed uploads', () => {
  describe.each(ROUTES)('POST %s', (url, cookie) => {
    it.each(MALFORMED)('answers 400 to %s and changes nothing', async (_, build, detail) => {
      const body = build()
      const before = await databaseFingerprint(app.database.db)
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, cookie: cookie() },
        payload: body.payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(response.json().detail).toBe(detail)
      expect(await databaseFingerprint(app.database.db)).toEqual(before)
    })

    it('still takes one image sent as a browser sends it', async () => {
      const body = multipartBody({ parts: [image()] })
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, cookie: cookie() },
        payload: body.payload,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().url).toMatch(/\.webp$/)
    })
  })
})

describe('multipart sent where JSON is expected', () => {
  it.each([
    ['without a boundary', () => multipartBody({ parts: [image()], boundary: null })],
    ['cut short', () => multipartBody({ parts: [image()], cutShort: true })],
  ])('answers 400 %s', async (_, build) => {
    const body = build()
    const response = await app.inject({
      method: 'POST',
      url: '/api/children',
      headers: { ...body.headers, cookie: parent },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
