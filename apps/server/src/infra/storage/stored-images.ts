import { imageAtWidth, imageWidths } from '@afc/contracts'
import sharp from 'sharp'
import type { ImageKind } from './image-processing.ts'
import type { FileStorage } from './storage.ts'

/** Photos shown across a layout at many widths; logos and avatars stay small, one file each. */
const RESPONSIVE_KINDS: ReadonlySet<ImageKind> = new Set(['banner', 'thumbnail'])

const WEBP = 'image/webp'

/**
 * Stores a processed WebP image under `keyBase` (a key without its extension) and returns its
 * URL. Banners and thumbnails are stored with every narrower width beside them, all or nothing:
 * if any file fails to write, those already written are removed and the error is thrown.
 */
export async function storeImage(options: {
  storage: FileStorage
  keyBase: string
  bytes: Buffer
  kind: ImageKind
}): Promise<string> {
  const { storage, keyBase, bytes, kind } = options
  if (!RESPONSIVE_KINDS.has(kind)) {
    return storage.put({ key: `${keyBase}.webp`, bytes, contentType: WEBP })
  }
  const { width } = await sharp(bytes).metadata()
  const key = `${keyBase}.w${width}.webp`
  const files = await Promise.all(
    imageWidths(key).map(async (each) => ({
      key: imageAtWidth(key, each),
      bytes: each === width ? bytes : await narrower(bytes, each),
    })),
  )
  const written = await Promise.allSettled(
    files.map((file) => storage.put({ key: file.key, bytes: file.bytes, contentType: WEBP })),
  )
  const failure = written.find((result) => result.status === 'rejected')
  if (failure) {
    await storage.remove(files.map((file) => file.key))
    throw failure.reason
  }
  return (written.at(-1) as PromiseFulfilledResult<string>).value
}

/**
 * Removes a stored image and its other widths, but only when its key lies under `ownFolder`:
 * a URL typed in, a demo image or another account's upload is never touched.
 */
export async function removeImage(options: {
  storage: FileStorage
  url: string | null
  ownFolder: string
}) {
  const { storage, url, ownFolder } = options
  const key = url ? storage.keyOf(url) : null
  if (!key?.startsWith(`${ownFolder}/`)) return
  const widths = imageWidths(key)
  await storage.remove(widths.length ? widths.map((width) => imageAtWidth(key, width)) : [key])
}

const narrower = (bytes: Buffer, width: number) =>
  sharp(bytes).resize({ width }).webp({ quality: 82 }).toBuffer()
