import sharp, { type Metadata } from 'sharp'
import { HttpProblem } from '../../lib/http-problem.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_UPLOAD_PIXELS = 40_000_000

export type ImageKind = 'logo' | 'banner' | 'avatar' | 'thumbnail'

/** Output sizes: cropped to fill ('cover') so every logo and banner sits neatly in its frame. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: 500, height: 500 },
  avatar: { width: 400, height: 400 },
  banner: { width: 1500, height: 500 },
  thumbnail: { width: 1200, height: 900 },
}

type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif'

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/** The format the bytes really are, whatever the file name or Content-Type claims. */
export function sniffImageFormat(bytes: Buffer): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return 'gif'
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp'
  }
  return null
}

export const NOT_AN_IMAGE =
  'Please choose an image file: JPEG, PNG, WebP or GIF. Other files, SVG included, are not accepted.'

/**
 * Checks an upload and re-encodes it as WebP without metadata, so what we store and serve is an
 * image we produced ourselves, never the bytes someone sent.
 */
export async function processImage(options: { bytes: Buffer; kind: ImageKind }): Promise<Buffer> {
  const { bytes, kind } = options
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new HttpProblem({
      status: 413,
      title: 'Content Too Large',
      detail: 'The image is larger than 5 MB. Please choose a smaller one.',
    })
  }
  if (!sniffImageFormat(bytes)) {
    throw new HttpProblem({ status: 415, title: 'Unsupported Media Type', detail: NOT_AN_IMAGE })
  }
  const image = sharp(bytes, {
    limitInputPixels: MAX_UPLOAD_PIXELS,
    failOn: 'error',
    animated: false,
  })
  let metadata: Metadata
  try {
    metadata = await image.metadata()
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : unreadable()
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_UPLOAD_PIXELS) throw tooManyPixels()
  const { width, height } = IMAGE_SIZES[kind]
  try {
    return await image
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : unreadable()
  }
}

const tooManyPixels = () =>
  new HttpProblem({
    status: 422,
    title: 'Unprocessable Content',
    detail: 'The image has too many pixels (more than 40 megapixels). Please choose a smaller one.',
  })

const unreadable = () =>
  new HttpProblem({
    status: 422,
    title: 'Unprocessable Content',
    detail: 'This image could not be read. It may be damaged; please try another one.',
  })
