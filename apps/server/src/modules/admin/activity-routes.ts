import {
  adminActivityListQuerySchema,
  adminActivityPageSchema,
  adminActivitySchema,
  adminReasonSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAdminActivities } from './activities-service.ts'
import {
  approveActivity,
  deactivateActivity,
  featureActivity,
  rejectActivity,
  unfeatureActivity,
} from './activity-moderation-service.ts'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'

/** The decisions that need nothing but the activity's id. */
const DECISIONS = [
  {
    verb: 'approve',
    summary: "Approve an approved provider's activity: public at once while it is active",
    decide: approveActivity,
  },
  {
    verb: 'feature',
    summary: 'Feature an approved, active activity on the home page (at most 4 at a time)',
    decide: featureActivity,
  },
  { verb: 'unfeature', summary: 'Take an activity off the home page', decide: unfeatureActivity },
  {
    verb: 'deactivate',
    summary: 'Switch an activity off: it leaves the public site and its featured place',
    decide: deactivateActivity,
  },
] as const

export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.get(
    '/api/admin/activities',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Activities by status (pending is the moderation queue), searchable by title or provider',
        querystring: adminActivityListQuerySchema,
        response: { 200: adminActivityPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminActivities({ db, query: request.query }),
  )

  for (const { verb, summary, decide } of DECISIONS) {
    app.post(
      `/api/admin/activities/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParamsSchema,
          response: { 200: adminActivitySchema, ...adminErrors },
        },
      },
      async (request) =>
        decide({ db, notices, actor: adminActor(request), activityId: request.params.id }),
    )
  }

  app.post(
    '/api/admin/activities/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn an activity down; the reason is kept and mailed to the provider',
        params: idParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminActivitySchema, ...adminErrors },
      },
    },
    async (request) =>
      rejectActivity({
        db,
        notices,
        actor: adminActor(request),
        activityId: request.params.id,
        reason: request.body.reason,
      }),
  )
}
