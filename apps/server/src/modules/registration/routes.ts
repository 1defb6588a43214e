import {
  activityRegistrationSchema,
  idParamsSchema,
  questionListInputSchema,
  signatureListQuerySchema,
  signatureListSchema,
  waiverInputSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { getRegistration, saveQuestions, saveWaiver } from './registration-service.ts'
import { listSignatures, signedWaiverPdf } from './signature-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)

/** A provider's registration questions and waiver of its own activities, and their signatures. */
export const vendorRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/activities/:id/registration',
    {
      schema: {
        tags: ['vendor'],
        summary: "The questions asked of each child at booking and the activity's current waiver",
        params: idParamsSchema,
        response: { 200: activityRegistrationSchema, ...errors },
      },
    },
    async (request) =>
      getRegistration({ db, vendorId: ownVendor(request).id, activityId: request.params.id }),
  )

  app.put(
    '/api/vendor/activities/:id/questions',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Replace the questions asked of each child at booking, in the order asked',
        params: idParamsSchema,
        body: questionListInputSchema,
        response: { 200: activityRegistrationSchema, ...errors },
      },
    },
    async (request) =>
      saveQuestions({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
        input: request.body,
      }),
  )

  app.put(
    '/api/vendor/activities/:id/waiver',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Save the waiver as a new version (empty text: no waiver); signatures keep theirs',
        params: idParamsSchema,
        body: waiverInputSchema,
        response: { 200: activityRegistrationSchema, ...errors },
      },
    },
    async (request) =>
      saveWaiver({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
        input: request.body,
      }),
  )

  app.get(
    '/api/vendor/activities/:id/signatures',
    {
      schema: {
        tags: ['vendor'],
        summary: "The activity's signed waivers, newest first, a page at a time",
        params: idParamsSchema,
        querystring: signatureListQuerySchema,
        response: { 200: signatureListSchema, ...errors },
      },
    },
    async (request) =>
      listSignatures({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
        query: request.query,
      }),
  )

  app.get(
    '/api/vendor/signatures/:id/waiver.pdf',
    {
      schema: {
        tags: ['vendor'],
        summary: 'One signed waiver as a PDF: its text, the signer and the time',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await signedWaiverPdf({
        db,
        vendorId: ownVendor(request).id,
        signatureId: request.params.id,
      })
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="signed-waiver.pdf"')
          // Fastify sends a Buffer as it is, never through the serialiser the schema types.
          .send(pdf as unknown as string)
      )
    },
  )
}
