import { randomUUID } from 'node:crypto'
import {
  idParamsSchema,
  problemSchema,
  uploadResponseSchema,
  vendorLocationInputSchema,
  vendorLocationSchema,
  vendorProfileResponseSchema,
  vendorProfileSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  processImage,
  readUploadedImage,
  removeImage,
  storeImage,
} from '../../infra/storage/index.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { addLocation, removeLocation, updateLocation } from './locations-service.ts'
import { getVendorProfile, setVendorImage, updateVendorProfile } from './profile-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409)
const uploadErrors = { ...errors, 413: problemSchema, 415: problemSchema, 422: problemSchema }

export const vendorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/profile',
    {
      schema: {
        tags: ['vendor'],
        summary: 'The business profile, locations and derived categories of the caller',
        response: { 200: vendorProfileResponseSchema, ...errors },
      },
    },
    async (request) => getVendorProfile({ db, vendorId: ownVendor(request).id }),
  )

  app.put(
    '/api/vendor/profile',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Update business name, description and internal contact details',
        body: vendorProfileSchema,
        response: { 200: vendorProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateVendorProfile({ db, vendorId: ownVendor(request).id, input: request.body }),
  )

  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/api/vendor/profile/${kind}`,
      {
        schema: {
          tags: ['vendor'],
          summary: `Upload the ${kind} (JPEG, PNG, WebP or GIF; at most 5 MB and 40 megapixels)`,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const bytes = await processImage({ bytes: await readUploadedImage(request), kind })
        const vendorId = ownVendor(request).id
        const folder = `vendors/${vendorId}`
        const url = await storeImage({
          storage: app.storage,
          keyBase: `${folder}/${kind}-${randomUUID()}`,
          bytes,
          kind,
        })
        const previous = await setVendorImage({ db, vendorId, kind, url }).catch(async (error) => {
          await removeImage({ storage: app.storage, url, ownFolder: folder })
          throw error
        })
        // The profile no longer shows the old image: its files (every width) can go.
        await removeImage({ storage: app.storage, url: previous, ownFolder: folder })
        return { url }
      },
    )
  }

  app.post(
    '/api/vendor/locations',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Add a location (the first one is primary)',
        body: vendorLocationInputSchema,
        response: { 201: vendorLocationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const location = await addLocation({
        db,
        vendorId: ownVendor(request).id,
        input: request.body,
      })
      return reply.code(201).send(location)
    },
  )

  app.put(
    '/api/vendor/locations/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Change one of the caller’s locations',
        params: idParamsSchema,
        body: vendorLocationInputSchema,
        response: { 200: vendorLocationSchema, ...errors },
      },
    },
    async (request) =>
      updateLocation({
        db,
        vendorId: ownVendor(request).id,
        locationId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    '/api/vendor/locations/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Remove one of the caller’s locations (not the primary while others exist)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeLocation({ db, vendorId: ownVendor(request).id, locationId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
