import {
  activityCapacityUpdateSchema,
  activityFormSchema,
  activityStatusUpdateSchema,
  idParamsSchema,
  vendorActivityDetailSchema,
  vendorActivityListQuerySchema,
  vendorActivityListSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { assertProviderMayPublish } from '../vendor-profile/index.ts'
import { setActivityCapacity } from './capacity-service.ts'
import {
  createVendorActivity,
  deleteVendorActivity,
  getVendorActivity,
  listVendorActivities,
  setVendorActivityActive,
  updateVendorActivity,
} from './vendor-activities-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)

export const vendorActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/activities',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "The caller's activities, newest first, with enrollments and status, a page at a time",
        querystring: vendorActivityListQuerySchema,
        response: { 200: vendorActivityListSchema, ...errors },
      },
    },
    async (request) =>
      listVendorActivities({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.post(
    '/api/vendor/activities',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Create an activity with its default price and categories, in one transaction',
        body: activityFormSchema,
        response: { 201: vendorActivityDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vendor = ownVendor(request)
      assertProviderMayPublish(vendor)
      const activity = await createVendorActivity({
        db,
        vendorId: vendor.id,
        vendorApproved: vendor.status === 'approved',
        input: request.body,
      })
      return reply.code(201).send(activity)
    },
  )

  app.get(
    '/api/vendor/activities/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'One of the caller’s activities with its sessions and places booked',
        params: idParamsSchema,
        response: { 200: vendorActivityDetailSchema, ...errors },
      },
    },
    async (request) =>
      getVendorActivity({ db, vendorId: ownVendor(request).id, activityId: request.params.id }),
  )

  app.put(
    '/api/vendor/activities/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Save changes to one of the caller’s activities',
        params: idParamsSchema,
        body: activityFormSchema,
        response: { 200: vendorActivityDetailSchema, ...errors },
      },
    },
    async (request) => {
      const vendor = ownVendor(request)
      return updateVendorActivity({
        db,
        jobs: app.jobs,
        vendorId: vendor.id,
        vendorApproved: vendor.status === 'approved',
        activityId: request.params.id,
        input: request.body,
      })
    },
  )

  app.patch(
    '/api/vendor/activities/:id/capacity',
    {
      schema: {
        tags: ['vendor'],
        summary:
          'Change only the capacity: never below places held; places it adds go to waiting families first',
        params: idParamsSchema,
        body: activityCapacityUpdateSchema,
        response: { 200: vendorActivityDetailSchema, ...errors },
      },
    },
    async (request) =>
      setActivityCapacity({
        db,
        jobs: app.jobs,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
        capacity: request.body.capacity,
      }),
  )

  app.patch(
    '/api/vendor/activities/:id/status',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Make an activity active (bookable) or inactive',
        params: idParamsSchema,
        body: activityStatusUpdateSchema,
        response: { 200: vendorActivityDetailSchema, ...errors },
      },
    },
    async (request) => {
      const vendor = ownVendor(request)
      if (request.body.isActive) assertProviderMayPublish(vendor)
      return setVendorActivityActive({
        db,
        vendorId: vendor.id,
        activityId: request.params.id,
        isActive: request.body.isActive,
      })
    },
  )

  app.delete(
    '/api/vendor/activities/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Delete an activity for good (refused while it has upcoming bookings)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteVendorActivity({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
      })
      return reply.code(204).send(null)
    },
  )
}
