import {
  announcementInputSchema,
  announcementListSchema,
  announcementSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { assertProviderMayPublish } from '../vendor-profile/index.ts'
import { listAnnouncements } from './announcement-queries.ts'
import type { AnnouncementTarget } from './announcement-targets.ts'
import { sendAnnouncement } from './announcements-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 429)

const TARGETS = {
  sessions: (id: string): AnnouncementTarget => ({ kind: 'session', sessionId: id }),
  activities: (id: string): AnnouncementTarget => ({ kind: 'activity', activityId: id }),
}

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  for (const [path, target] of Object.entries(TARGETS)) {
    const what = path === 'sessions' ? 'a session' : 'every upcoming session of an activity'

    app.post(
      `/api/vendor/${path}/:id/announcements`,
      {
        schema: {
          tags: ['vendor'],
          summary: `Send a message to the families booked into ${what}; they are mailed unless they turned such mail off`,
          params: idParamsSchema,
          body: announcementInputSchema,
          response: { 201: announcementSchema, ...errors },
        },
      },
      async (request, reply) => {
        const vendor = ownVendor(request)
        assertProviderMayPublish(vendor)
        const announcement = await sendAnnouncement({
          db,
          notices: app.notices,
          vendorId: vendor.id,
          authorId: (request.caller as Caller).userId,
          target: target(request.params.id),
          message: request.body.message,
          includeWaiting: request.body.includeWaiting,
        })
        return reply.code(201).send(announcement)
      },
    )

    app.get(
      `/api/vendor/${path}/:id/announcements`,
      {
        schema: {
          tags: ['vendor'],
          summary: `Earlier messages to ${what}, newest first, with how many families each reached`,
          params: idParamsSchema,
          response: { 200: announcementListSchema, ...errors },
        },
      },
      async (request) =>
        listAnnouncements({
          db,
          vendorId: ownVendor(request).id,
          target: target(request.params.id),
        }),
    )
  }
}
