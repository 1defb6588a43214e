import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { createS3Storage, type S3Sender } from './s3-storage.ts'
import { createLocalStorage, type FileStorage } from './storage.ts'
import { removeImage, storeImage } from './stored-images.ts'

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .webp()
    .toBuffer()

let uploadsDir: string
let storage: FileStorage
beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'afc-widths-'))
  storage = createLocalStorage({ uploadsDir })
})

const filesIn = async (folder: string) =>
  (await readdir(path.join(uploadsDir, folder)).catch(() => [])).sort()
const metadataOf = async (key: string) => {
  const { format, width, height } = await sharp(
    await readFile(path.join(uploadsDir, key)),
  ).metadata()
  return { format, width, height }
}

describe('storing a banner or a thumbnail', () => {
  it('writes every narrower width beside the original and answers the widest', async () => {
    const url = await storeImage({
      storage,
      keyBase: 'vendors/v1/banner-a',
      bytes: await webp(1500, 500),
      kind: 'banner',
    })
    expect(url).toBe('/uploads/vendors/v1/banner-a.w1500.webp')
    expect(await filesIn('vendors/v1')).toEqual([
      'banner-a.w1200.webp',
      'banner-a.w1500.webp',
      'banner-a.w400.webp',
      'banner-a.w800.webp',
    ])
    expect(await metadataOf('vendors/v1/banner-a.w400.webp')).toEqual({
      format: 'webp',
      width: 400,
      height: 133,
    })
    expect(await metadataOf('vendors/v1/banner-a.w1200.webp')).toEqual({
      format: 'webp',
      width: 1200,
      height: 400,
    })
  })

  it('writes only the widths below an 800-wide original', async () => {
    await storeImage({
      storage,
      keyBase: 'demo/clay',
      bytes: await webp(800, 600),
      kind: 'thumbnail',
    })
    expect(await filesIn('demo')).toEqual(['clay.w400.webp', 'clay.w800.webp'])
    expect(await metadataOf('demo/clay.w400.webp')).toMatchObject({ width: 400, height: 300 })
  })

  it('keeps a logo as one file', async () => {
    const url = await storeImage({
      storage,
      keyBase: 'vendors/v1/logo-b',
      bytes: await webp(500, 500),
      kind: 'logo',
    })
    expect(url).toBe('/uploads/vendors/v1/logo-b.webp')
    expect(await filesIn('vendors/v1')).toEqual(['logo-b.webp'])
  })

  it('leaves no file behind when one width cannot be written', async () => {
    const failing: FileStorage = {
      ...storage,
      put: (file) =>
        file.key.endsWith('.w800.webp')
          ? Promise.reject(new Error('disk full'))
          : storage.put(file),
    }
    await expect(
      storeImage({
        storage: failing,
        keyBase: 'vendors/v1/banner-c',
        bytes: await webp(1500, 500),
        kind: 'banner',
      }),
    ).rejects.toThrow('disk full')
    expect(await filesIn('vendors/v1')).toEqual([])
  })
})

describe('removing a stored image', () => {
  it('removes every width of an image in the owner’s folder', async () => {
    const bytes = await webp(1500, 500)
    const old = await storeImage({ storage, keyBase: 'vendors/v1/banner-1', bytes, kind: 'banner' })
    await storeImage({ storage, keyBase: 'vendors/v1/banner-2', bytes, kind: 'banner' })
    await removeImage({ storage, url: old, ownFolder: 'vendors/v1' })
    expect(await filesIn('vendors/v1')).toEqual([
      'banner-2.w1200.webp',
      'banner-2.w1500.webp',
      'banner-2.w400.webp',
      'banner-2.w800.webp',
    ])
  })

  it('never touches a file outside the owner’s folder, or a URL typed in', async () => {
    const url = await storeImage({
      storage,
      keyBase: 'demo/banner',
      bytes: await webp(1500, 500),
      kind: 'banner',
    })
    await removeImage({ storage, url, ownFolder: 'vendors/v1' })
    await removeImage({ storage, url: 'https://example.com/a.w1500.webp', ownFolder: 'demo' })
    expect(await filesIn('demo')).toHaveLength(4)
  })
})

describe('widths on S3 storage', () => {
  it('puts and deletes every width under keys derived from the original', async () => {
    const sent: (PutObjectCommand | DeleteObjectCommand)[] = []
    const client: S3Sender = {
      send: (async (command: PutObjectCommand | DeleteObjectCommand) => {
        sent.push(command)
        return {}
      }) as S3Sender['send'],
    }
    const s3 = createS3Storage(
      {
        endpoint: 'https://storage.example.com',
        bucket: 'images',
        region: 'eu-west-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
      client,
    )
    const url = await storeImage({
      storage: s3,
      keyBase: 'vendors/v1/banner-d',
      bytes: await webp(1500, 500),
      kind: 'banner',
    })
    expect(url).toBe('https://storage.example.com/images/vendors/v1/banner-d.w1500.webp')
    const puts = sent.map((command) => command.input)
    expect(puts.map((input) => input.Key).sort()).toEqual([
      'vendors/v1/banner-d.w1200.webp',
      'vendors/v1/banner-d.w1500.webp',
      'vendors/v1/banner-d.w400.webp',
      'vendors/v1/banner-d.w800.webp',
    ])
    expect(
      puts.every((input) => 'ContentType' in input && input.ContentType === 'image/webp'),
    ).toBe(true)
    sent.length = 0
    await removeImage({ storage: s3, url, ownFolder: 'vendors/v1' })
    expect(sent.map((command) => command.constructor.name)).toEqual(
      Array(4).fill('DeleteObjectCommand'),
    )
    expect(sent.map((command) => command.input.Key).sort()).toEqual(
      puts.map((input) => input.Key).sort(),
    )
  })
})
