import { imageWidths } from '@afc/contracts'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import type { FileStorage } from '../../infra/storage/index.ts'
import { storeDemoImages } from './demo-images.ts'

it('stores every demo banner and thumbnail with the widths an upload gets', async () => {
  const files = new Map<string, Buffer>()
  const storage: FileStorage = {
    put: async ({ key, bytes }) => {
      files.set(key, bytes)
      return `/uploads/${key}`
    },
    remove: async () => {},
    keyOf: (url) => url.replace(/^\/uploads\//, ''),
  }
  const stored = await storeDemoImages(storage)
  expect(stored.get('/demo/banner-evergreen.webp')).toBe(
    '/uploads/demo/banner-evergreen.w1500.webp',
  )
  expect(stored.get('/demo/activity-art-clay.webp')).toBe(
    '/uploads/demo/activity-art-clay.w800.webp',
  )
  expect(imageWidths('/uploads/demo/banner-evergreen.w1500.webp')).toEqual([400, 800, 1200, 1500])
  const expected = [...stored.values()].flatMap((url) =>
    imageWidths(url).map((width) =>
      url.replace(/^\/uploads\//, '').replace(/\.w\d+\./, `.w${width}.`),
    ),
  )
  expect([...files.keys()].sort()).toEqual(expected.sort())
  const small = files.get('demo/activity-art-clay.w400.webp')
  expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 })
})
