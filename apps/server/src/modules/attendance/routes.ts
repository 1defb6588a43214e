import {
  attendanceActionResultSchema,
  attendanceActionSchema,
  attendanceBatchResultSchema,
  attendanceBatchSchema,
  attendanceSettingsSchema,
  idParamsSchema,
  termAttendanceSchema,
  todayQuerySchema,
  todaySchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvDocument } from '../../lib/csv.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, ownVendor, providerCaller, vendorOnlyScope } from '../../plugins/auth.ts'
import { recordSharing } from '../children/index.ts'
import { getTermAttendance, termAttendanceCsvRows } from './attendance-summary.ts'
import { recordAttendanceBatch } from './batch-service.ts'
import { recordAttendance } from './record-action.ts'
import type { AttendanceCaller } from './session-access.ts'
import { saveAttendanceSettings } from './settings-service.ts'
import { getToday } from './today-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)

/** Who acts: a staff member by name, the owner as the business, each within what it may see. */
function attendanceCaller(request: FastifyRequest): AttendanceCaller {
  const vendor = ownVendor(request)
  const provider = providerCaller(request)
  return {
    userId: (request.caller as Caller).userId,
    vendorId: vendor.id,
    name: provider.staffName ?? vendor.businessName,
    viewer: { role: provider.role, staffId: provider.staffId },
  }
}

/** The session day: the Today screen, check-in and check-out, and attendance figures. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

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

  app.get(
    '/api/vendor/terms/:id/attendance',
    {
      schema: {
        tags: ['vendor'],
        summary: "A term's attendance rate, absences and late pickups, session by session",
        params: idParamsSchema,
        response: { 200: termAttendanceSchema, ...errors },
      },
    },
    async (request) =>
      getTermAttendance({ db, caller: attendanceCaller(request), termId: request.params.id }),
  )

  app.get(
    '/api/vendor/terms/:id/attendance.csv',
    {
      schema: {
        tags: ['vendor'],
        summary: "A term's attendance as a CSV file for a spreadsheet",
        params: idParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const attendance = await getTermAttendance({
        db,
        caller: attendanceCaller(request),
        termId: request.params.id,
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="attendance.csv"')
        .send(csvDocument(termAttendanceCsvRows(attendance)))
    },
  )
}
