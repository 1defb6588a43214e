import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FileStorage } from './storage.ts'

export type S3Options = {
  endpoint: string | undefined
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** Anything that can send the storage's commands: the real client, or a stand-in in tests. */
export type S3Sender = Pick<S3Client, 'send'>

export function publicObjectUrl(options: S3Options, key: string) {
  if (options.endpoint) {
    return `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`
}

export function createS3Storage(options: S3Options, client?: S3Sender): FileStorage {
  const sender =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
    })
  const urlPrefix = publicObjectUrl(options, '')
  return {
    async put({ key, bytes, contentType }) {
      await sender.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Keys are unique per upload, so the object never changes under its name.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
      return publicObjectUrl(options, key)
    },
    async remove(keys) {
      // One request per key: DeleteObjects wants a checksum not every S3-compatible store takes.
      await Promise.all(
        keys.map((key) =>
          sender.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key })),
        ),
      )
    },
    keyOf(url) {
      return url.startsWith(urlPrefix) ? url.slice(urlPrefix.length) : null
    },
  }
}
