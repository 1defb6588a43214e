import {
  idParamsSchema,
  termWaitlistJoinSchema,
  waitlistAcceptRequestSchema,
  waitlistAcceptSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
  waitlistListSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { selectCustomerEntries } from './entry-queries.ts'
import { joinWaitlist } from './join-service.ts'
import { acceptOffer, endEntry, getOwnEntry } from './offer-actions.ts'
import { joinTermWaitlist } from './term-join-service.ts'

const errors = problemResponses(400, 401, 404, 409, 422)
const customerOf = (request: FastifyRequest) => (request.caller as Caller).userId

/** A family's places in the lines of full sessions, and the offers made to them. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    '/api/waitlist',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: "Join a full session's waiting list with your children (one entry for them all)",
        body: waitlistJoinSchema,
        response: { 201: waitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await joinWaitlist({
        db,
        jobs: app.jobs,
        customerId: customerOf(request),
        input: request.body,
        cutoffHours: app.config.waitlist.cutoffHours,
      })
      return reply.code(201).send(entry)
    },
  )

  app.post(
    '/api/terms/:id/waitlist',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: "Join a full term's waiting list with your children, to be offered the whole term",
        params: idParamsSchema,
        body: termWaitlistJoinSchema,
        response: { 201: waitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await joinTermWaitlist({
        db,
        jobs: app.jobs,
        customerId: customerOf(request),
        termId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(entry)
    },
  )

  app.get(
    '/api/waitlist',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: 'Your waiting-list entries: in line first, with position and any offer',
        response: { 200: waitlistListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await selectCustomerEntries({ db, customerId: customerOf(request) }),
    }),
  )

  app.get(
    '/api/waitlist/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: 'One of your waiting-list entries',
        params: idParamsSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    async (request) =>
      getOwnEntry({ db, customerId: customerOf(request), entryId: request.params.id }),
  )

  app.delete(
    '/api/waitlist/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: 'Leave a waiting list; an offer you hold passes to the next family',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await endEntry({
        db,
        jobs: app.jobs,
        outbox: app.outbox,
        customerId: customerOf(request),
        entryId: request.params.id,
        as: 'left',
      })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/waitlist/:id/accept',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary:
          'Take an offer, answering what the activity asks: a free activity is booked, a paid one goes to checkout',
        params: idParamsSchema,
        body: waitlistAcceptRequestSchema,
        response: { 200: waitlistAcceptSchema, ...errors },
      },
    },
    async (request) =>
      acceptOffer({
        db,
        payments: app.payments,
        outbox: app.outbox,
        customerId: customerOf(request),
        entryId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
        publicUrl: app.config.publicUrl,
      }),
  )

  app.post(
    '/api/waitlist/:id/decline',
    {
      preHandler: requireUser,
      schema: {
        tags: ['waitlist'],
        summary: 'Turn an offer down ("No thanks"): it passes to the next family at once',
        params: idParamsSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    async (request) =>
      endEntry({
        db,
        jobs: app.jobs,
        outbox: app.outbox,
        customerId: customerOf(request),
        entryId: request.params.id,
        as: 'declined',
      }),
  )
}
