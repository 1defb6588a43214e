import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  contactMessageListQuerySchema,
  contactMessageReadSchema,
  idParamsSchema,
  newsletterListQuerySchema,
  newsletterSubscriberPageSchema,
  reviewListQuerySchema,
  reviewVisibilitySchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv.ts'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { listContactMessages, markContactMessage } from './contact-messages-service.ts'
import { newsletterCsvStream } from './newsletter-csv.ts'
import { allNewsletterSubscribers, listNewsletterSubscribers } from './newsletter-service.ts'
import { listAdminReviews, setReviewHidden } from './reviews-service.ts'

export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first',
        querystring: newsletterListQuerySchema,
        response: { 200: newsletterSubscriberPageSchema, ...adminErrors },
      },
    },
    async (request) => listNewsletterSubscribers({ db, query: request.query }),
  )

  app.get(
    '/api/admin/newsletter.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every newsletter subscriber as a CSV file for a spreadsheet or mailing tool',
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (_request, reply) => {
      const subscribers = allNewsletterSubscribers({ db })
      const day = new Date().toISOString().slice(0, 10)
      return sendCsv(reply, `newsletter-subscribers-${day}.csv`, newsletterCsvStream(subscribers))
    },
  )

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages from the contact form, newest first, with the unread count',
        querystring: contactMessageListQuerySchema,
        response: { 200: adminContactMessagePageSchema, ...adminErrors },
      },
    },
    async (request) => listContactMessages({ db, query: request.query }),
  )

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: idParamsSchema,
        body: contactMessageReadSchema,
        response: { 200: adminContactMessageSchema, ...adminErrors },
      },
    },
    async (request) =>
      markContactMessage({
        db,
        actor: adminActor(request),
        messageId: request.params.id,
        isRead: request.body.isRead,
      }),
  )

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews, newest first, with their activity and provider',
        querystring: reviewListQuerySchema,
        response: { 200: adminReviewPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminReviews({ db, query: request.query }),
  )

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review from the public rating, or show it again',
        params: idParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: adminReviewSchema, ...adminErrors },
      },
    },
    async (request) =>
      setReviewHidden({
        db,
        actor: adminActor(request),
        reviewId: request.params.id,
        hidden: request.body.hidden,
      }),
  )
}
