import { activityAttendanceSchema, idParamsSchema, termAttendanceSchema } from '@afc/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { attendanceCaller } from './attendance-caller.ts'
import { getTermAttendance, termAttendanceCsv } from './attendance-summary.ts'
import { getActivityAttendance, singleSessionsAttendanceCsv } from './single-session-attendance.ts'

const errors = problemResponses(400, 401, 403, 404)

/** Adds the attendance figures and their CSVs to the session day's routes (inside their scope). */
export function attendanceFigureRoutes(app: FastifyInstance) {
  const db = app.database.db
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
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

  routes.get(
    '/api/vendor/terms/:id/attendance.csv',
    {
      schema: {
        tags: ['vendor'],
        summary: "A term's attendance as a CSV file: per session held, the term, and per child",
        params: idParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await termAttendanceCsv({
        db,
        caller: attendanceCaller(request),
        termId: request.params.id,
      })
      return sendCsv(reply, 'attendance.csv', csv)
    },
  )

  routes.get(
    '/api/vendor/activities/:id/attendance',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "An activity's single sessions held so far: attendance rate, absences, late pickups",
        params: idParamsSchema,
        response: { 200: activityAttendanceSchema, ...errors },
      },
    },
    async (request) =>
      getActivityAttendance({
        db,
        caller: attendanceCaller(request),
        activityId: request.params.id,
      }),
  )

  routes.get(
    '/api/vendor/activities/:id/attendance.csv',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "An activity's single sessions' attendance as a CSV file: per session held, all of them, and per child",
        params: idParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await singleSessionsAttendanceCsv({
        db,
        caller: attendanceCaller(request),
        activityId: request.params.id,
      })
      return sendCsv(reply, 'single-sessions-attendance.csv', csv)
    },
  )
}
