import {
  idParamsSchema,
  reviewReplySchema,
  vendorReviewListQuerySchema,
  vendorReviewPageSchema,
  vendorReviewSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { listVendorReviews, replyToReview } from './reviews-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409)

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
