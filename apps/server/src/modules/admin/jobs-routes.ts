import {
  adminJobListQuerySchema,
  adminJobPageSchema,
  adminJobParamsSchema,
  adminJobSchema,
  adminJobSummarySchema,
  adminMailDetailSchema,
  adminMailListQuerySchema,
  adminMailPageSchema,
  adminMailSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { getMail, listMail, retryMail } from './jobs-mail-service.ts'
import { getJobSummary, listJobs, retryJob } from './jobs-service.ts'

export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background jobs, newest first, by state: queued, running, retrying, dead, done',
        querystring: adminJobListQuerySchema,
        response: { 200: adminJobPageSchema, ...adminErrors },
      },
    },
    async (request) => listJobs({ db, query: request.query }),
  )

  app.get(
    '/api/admin/jobs/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queued, retrying and dead jobs, and queued and dead mail',
        response: { 200: adminJobSummarySchema, ...adminErrors },
      },
    },
    async () => getJobSummary({ db }),
  )

  app.post(
    '/api/admin/jobs/:queue/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a dead job one more attempt',
        params: adminJobParamsSchema,
        response: { 200: adminJobSchema, ...adminErrors },
      },
    },
    async (request) =>
      retryJob({
        db,
        actor: adminActor(request),
        queue: request.params.queue,
        id: request.params.id,
      }),
  )

  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail outbox, newest first, by status; without the text of the mail',
        querystring: adminMailListQuerySchema,
        response: { 200: adminMailPageSchema, ...adminErrors },
      },
    },
    async (request) => listMail({ db, query: request.query }),
  )

  app.get(
    '/api/admin/mail/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One mail of the outbox, with its text',
        params: idParamsSchema,
        response: { 200: adminMailDetailSchema, ...adminErrors },
      },
    },
    async (request) => getMail({ db, id: request.params.id }),
  )

  app.post(
    '/api/admin/mail/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a dead mail again',
        params: idParamsSchema,
        response: { 200: adminMailSchema, ...adminErrors },
      },
    },
    async (request) =>
      retryMail({ db, jobs: app.jobs, actor: adminActor(request), id: request.params.id }),
  )
}
