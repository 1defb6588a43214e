import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { multipartBody } from '../../test/multipart.ts'

let app: TestAppWithMail
let cookie: string
let vendorId: string

beforeAll(async () => {
  app = await buildTestApp({ rateLimitPerMinute: 0 })
  const owner = await createSignedInUser(app, {
    email: 'banner@widths.example',
    roles: ['vendor'],
  })
  cookie = owner.cookie
  const [vendor] = await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
    .returning({ id: vendors.id })
  vendorId = vendor?.id ?? ''
})
afterAll(async () => {
  await app?.close()
})

async function uploadBanner(): Promise<string> {
  const png = await sharp({
    create: { width: 2000, height: 900, channels: 3, background: '#264653' },
  })
    .png()
    .toBuffer()
  const body = multipartBody({
    parts: [{ field: 'file', filename: 'b.png', contentType: 'image/png', bytes: png }],
  })
  const response = await app.inject({
    method: 'POST',
    url: '/api/vendor/profile/banner',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  })
  expect(response.statusCode).toBe(200)
  return response.json().url
}

const uploadsDir = () => path.join(app.config.dataDir, 'uploads')
const fileOf = (url: string) => path.join(uploadsDir(), url.replace(/^\/uploads\//, ''))

describe('a provider banner upload', () => {
  it('is served at 1500 px with its narrower widths beside it', async () => {
    const url = await uploadBanner()
    expect(url).toMatch(
      new RegExp(`^/uploads/vendors/${vendorId}/banner-[0-9a-f-]+\\.w1500\\.webp$`),
    )
    for (const width of [400, 800, 1200]) {
      const file = fileOf(url.replace('.w1500.', `.w${width}.`))
      expect(await sharp(file).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round(width / 3),
      })
    }
    const page = await app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    })
    expect(page.json().bannerUrl).toBe(url)
  })

  it('replaced by another, takes every width of the old one away', async () => {
    const first = await uploadBanner()
    const second = await uploadBanner()
    await expect(access(fileOf(first))).rejects.toThrow()
    await expect(access(fileOf(first.replace('.w1500.', '.w400.')))).rejects.toThrow()
    const left = await readdir(path.join(uploadsDir(), 'vendors', vendorId))
    expect(left.sort()).toEqual(
      [400, 800, 1200, 1500]
        .map((width) => path.basename(second.replace('.w1500.', `.w${width}.`)))
        .sort(),
    )
  })
})
