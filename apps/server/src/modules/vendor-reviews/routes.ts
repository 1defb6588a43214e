import {
  idParamsSchema,
  problemSchema,
  reviewReplySchema,
  vendorReviewListQuerySchema,
  vendorReviewPageSchema,
  vendorReviewSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { listVendorReviews, replyToReview } from './reviews-service.ts'

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
}

export const vendorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/reviews',
    {
      schema: {
        tags: ['vendor'],
        summary: "Reviews of the caller's activities, newest first, hidden ones marked",
        querystring: vendorReviewListQuerySchema,
        response: { 200: vendorReviewPageSchema, ...errors },
      },
    },
    async (request) =>
      listVendorReviews({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.post(
    '/api/vendor/reviews/:id/reply',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Reply once to a review of one of your activities; the family is told by mail',
        params: idParamsSchema,
        body: reviewReplySchema,
        response: { 201: vendorReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await replyToReview({
        db,
        vendorId: ownVendor(request).id,
        reviewId: request.params.id,
        reply: request.body.reply,
        notices: app.notices,
      })
      return reply.code(201).send(review)
    },
  )
}
