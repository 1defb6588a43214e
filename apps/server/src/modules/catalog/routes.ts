import {
  activityDetailSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  featuredActivitiesResponseSchema,
  idParamsSchema,
  locationListQuerySchema,
  locationListResponseSchema,
  problemSchema,
  publicVendorSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPublicActivity } from './activity-service.ts'
import { listFeaturedActivities } from './featured-service.ts'
import { createListingMemo } from './listing-memo.ts'
import { listActivities } from './listing-service.ts'
import { listLocations } from './locations-service.ts'
import { keepNextSessionsCurrent } from './next-session-upkeep.ts'
import { getPublicVendor } from './provider-service.ts'

/** Seconds browsers may reuse a public catalogue answer before revalidating. */
const PUBLIC_CACHE_SECONDS = 60

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const cached = { publicCacheSeconds: PUBLIC_CACHE_SECONDS }
  const listingMemo = createListingMemo()
  keepNextSessionsCurrent(app)

  app.get(
    '/api/activities',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: 'Public activities with filters, search, sort and pages',
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, 400: problemSchema },
      },
    },
    async (request) => listActivities({ db, query: request.query, memo: listingMemo }),
  )

  app.get(
    '/api/activities/featured',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 4 featured public activities for the home page',
        response: { 200: featuredActivitiesResponseSchema },
      },
    },
    async () => ({ items: await listFeaturedActivities({ db }) }),
  )

  app.get(
    '/api/activities/:id',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: 'One public activity with its upcoming sessions and places left',
        params: idParamsSchema,
        response: { 200: activityDetailSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getPublicActivity({ db, id: request.params.id }),
  )

  app.get(
    '/api/vendors/:id',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: "An approved provider's public page with its public activities",
        params: idParamsSchema,
        response: { 200: publicVendorSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getPublicVendor({ db, id: request.params.id }),
  )

  app.get(
    '/api/locations',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: 'Cities with public activities and how many each has, busiest first',
        querystring: locationListQuerySchema,
        response: { 200: locationListResponseSchema },
      },
    },
    async (request) => listLocations({ db, query: request.query }),
  )
}
