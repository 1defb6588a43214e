import type { FastifyRequest } from 'fastify'
import { badRequest, HttpProblem } from '../../lib/http-problem.ts'

/** The form field the web app's uploads put the image in. */
export const IMAGE_FIELD = 'file'

export const UPLOAD_UNREADABLE = 'The upload could not be read. Please choose the image again.'
export const NO_IMAGE_CHOSEN = 'Please choose an image file to upload.'
export const ONE_IMAGE_AT_A_TIME = 'Please upload one image at a time.'
export const WRONG_IMAGE_FIELD = `Please send the image in the field named ${IMAGE_FIELD}.`
export const TOO_MANY_PARTS = 'The upload holds too many parts. Please send only the image.'

/** The multipart plugin's limit errors, as the client-side mistakes they are. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: ONE_IMAGE_AT_A_TIME,
  FST_PARTS_LIMIT: TOO_MANY_PARTS,
  FST_FIELDS_LIMIT: TOO_MANY_PARTS,
}
/** Errors that keep their own status and message: the problem handler words them already. */
const PASSED_THROUGH = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_INVALID_MULTIPART_CONTENT_TYPE'])

/**
 * The bytes of the one image a multipart request carries. The whole body is read, so a second
 * file or a body cut short is refused rather than silently ignored behind the first image.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname !== IMAGE_FIELD) throw badRequest(WRONG_IMAGE_FIELD)
      if (image) throw badRequest(ONE_IMAGE_AT_A_TIME)
      image = await part.toBuffer()
    }
  } catch (error) {
    throw asUploadProblem(error)
  }
  if (!image) throw badRequest(NO_IMAGE_CHOSEN)
  return image
}

function asUploadProblem(error: unknown) {
  if (error instanceof HttpProblem) return error
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && PASSED_THROUGH.has(code)) return error
  const limit = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined
  // Nothing but the request body is read here, so whatever else failed is the body's fault:
  // no boundary, a body that ends mid-part, a malformed part header.
  return badRequest(limit ?? UPLOAD_UNREADABLE)
}
