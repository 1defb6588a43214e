import { access, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PutObjectCommand } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'
import { createS3Storage, type S3Sender } from './s3-storage.ts'
import { createLocalStorage } from './storage.ts'

describe('local file storage', () => {
  it('writes under the uploads folder and answers its URL', async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'afc-uploads-'))
    const storage = createLocalStorage({ uploadsDir })
    const url = await storage.put({
      key: 'vendors/abc/logo-1.webp',
      bytes: Buffer.from('webp'),
      contentType: 'image/webp',
    })
    expect(url).toBe('/uploads/vendors/abc/logo-1.webp')
    expect(await readFile(path.join(uploadsDir, 'vendors/abc/logo-1.webp'), 'utf8')).toBe('webp')
  })

  it('never writes outside the uploads folder', async () => {
    const storage = createLocalStorage({ uploadsDir: await mkdtemp(path.join(tmpdir(), 'afc-')) })
    await expect(
      storage.put({ key: '../escape.webp', bytes: Buffer.from('x'), contentType: 'image/webp' }),
    ).rejects.toThrow(/outside the uploads folder/)
  })

  it('removes files by key, a missing one included, and never outside the folder', async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'afc-uploads-'))
    const storage = createLocalStorage({ uploadsDir })
    const url = await storage.put({
      key: 'vendors/abc/banner-1.w400.webp',
      bytes: Buffer.from('webp'),
      contentType: 'image/webp',
    })
    const key = storage.keyOf(url)
    expect(key).toBe('vendors/abc/banner-1.w400.webp')
    await storage.remove([key ?? '', 'vendors/abc/never-written.webp'])
    await expect(access(path.join(uploadsDir, 'vendors/abc/banner-1.w400.webp'))).rejects.toThrow()
    await expect(storage.remove(['../escape.webp'])).rejects.toThrow(/outside the uploads folder/)
    expect(storage.keyOf('https://example.com/uploads/a.webp')).toBeNull()
  })
})

describe('S3 storage', () => {
  it('puts an immutable, typed object and answers its public URL', async () => {
    const sent: PutObjectCommand[] = []
    const client: S3Sender = {
      send: (async (command: PutObjectCommand) => {
        sent.push(command)
        return {}
      }) as S3Sender['send'],
    }
    const storage = createS3Storage(
      {
        endpoint: 'https://storage.example.com/',
        bucket: 'images',
        region: 'eu-west-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
      client,
    )
    const url = await storage.put({
      key: 'vendors/abc/banner-2.webp',
      bytes: Buffer.from('webp'),
      contentType: 'image/webp',
    })
    expect(url).toBe('https://storage.example.com/images/vendors/abc/banner-2.webp')
    expect(sent[0]?.input).toMatchObject({
      Bucket: 'images',
      Key: 'vendors/abc/banner-2.webp',
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    })
  })
})
