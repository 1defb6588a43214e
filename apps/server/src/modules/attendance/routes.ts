import {
  attendanceActionResultSchema,
  attendanceActionSchema,
  attendanceBatchResultSchema,
  attendanceBatchSchema,
  attendanceSettingsSchema,
  todayQuerySchema,
  todaySchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { recordSharing } from '../children/index.ts'
import { attendanceCaller } from './attendance-caller.ts'
import { recordAttendanceBatch } from './batch-service.ts'
import { attendanceFigureRoutes } from './figure-routes.ts'
import { recordAttendance } from './record-action.ts'
import { saveAttendanceSettings } from './settings-service.ts'
import { getToday } from './today-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)

/** The session day: the Today screen, check-in and check-out, and attendance figures. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)
  attendanceFigureRoutes(app)

  app.get(
    '/api/vendor/today',
    {
      schema: {
        tags: ['vendor'],
        summary: "The day's sessions at the venues, each with its roster and counts",
        querystring: todayQuerySchema,
        response: { 200: todaySchema, ...errors },
      },
    },
    async (request) =>
      getToday({
        db,
        caller: attendanceCaller(request),
        sharing: recordSharing(app.config),
        date: request.query.date,
      }),
  )

  app.post(
    '/api/vendor/attendance',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Check a child in or out, mark them absent, or undo the latest action',
        body: attendanceActionSchema,
        response: { 200: attendanceActionResultSchema, ...errors },
      },
    },
    async (request) =>
      recordAttendance({
        db,
        caller: attendanceCaller(request),
        action: request.body,
        sharing: recordSharing(app.config),
        notices: app.notices,
      }),
  )

  app.post(
    '/api/vendor/attendance/batch',
    {
      schema: {
        tags: ['vendor'],
        summary: "A phone's queued actions in the order taken; a replayed key records nothing",
        body: attendanceBatchSchema,
        response: { 200: attendanceBatchResultSchema, ...errors },
      },
    },
    async (request) =>
      recordAttendanceBatch({
        db,
        caller: attendanceCaller(request),
        actions: request.body.actions,
        sharing: recordSharing(app.config),
        notices: app.notices,
      }),
  )

  app.put(
    '/api/vendor/attendance/settings',
    {
      schema: {
        tags: ['vendor'],
        summary: "Whether check-out asks for the family's pickup code",
        body: attendanceSettingsSchema,
        response: { 200: attendanceSettingsSchema, ...errors },
      },
    },
    async (request) =>
      saveAttendanceSettings({ db, vendorId: ownVendor(request).id, input: request.body }),
  )
}
