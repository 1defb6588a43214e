import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { NOT_AN_IMAGE, processImage, sniffImageFormat } from './image-processing.ts'

const solid = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .toFormat(format)
    .toBuffer()

async function refusal(bytes: Buffer) {
  try {
    await processImage({ bytes, kind: 'logo' })
  } catch (error) {
    return error as { statusCode: number; message: string }
  }
  throw new Error('expected the image to be refused')
}

describe('image uploads', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'accepts %s and re-encodes it as WebP',
    async (format) => {
      const bytes = await solid(format)
      expect(sniffImageFormat(bytes)).toBe(format)
      const output = await processImage({ bytes, kind: 'logo' })
      const metadata = await sharp(output).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: 500, height: 500 })
      expect(metadata.exif).toBeUndefined()
    },
  )

  it('crops a banner to 1500x500', async () => {
    const output = await processImage({ bytes: await solid('png', 900, 900), kind: 'banner' })
    expect(await sharp(output).metadata()).toMatchObject({ width: 1500, height: 500 })
  })

  it('refuses an SVG, even one that says it is an image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect(await refusal(svg)).toMatchObject({ statusCode: 415, message: NOT_AN_IMAGE })
  })

  it('refuses an HTML file renamed .png', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>steal()</script></body></html>')
    expect(await refusal(html)).toMatchObject({ statusCode: 415 })
  })

  it('refuses a decompression bomb by its pixel count', async () => {
    // A small PNG whose header claims 20,000 x 20,000 pixels (400 megapixels) once decoded.
    const bomb = await solid('png')
    bomb.writeUInt32BE(20_000, 16)
    bomb.writeUInt32BE(20_000, 20)
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
    const error = await refusal(bomb)
    expect(error.statusCode).toBe(422)
    expect(error.message).toMatch(/40 megapixels/)
  })

  it('refuses a file over 5 MB before decoding it', async () => {
    const large = Buffer.concat([await solid('png'), Buffer.alloc(5 * 1024 * 1024)])
    expect(await refusal(large)).toMatchObject({ statusCode: 413 })
  })

  it('refuses a damaged image with a clear message', async () => {
    const png = await solid('png')
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)])
    const error = await refusal(damaged)
    expect(error.statusCode).toBe(422)
  })
})
