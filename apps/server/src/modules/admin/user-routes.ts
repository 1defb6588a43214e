import {
  adminRoleChangeSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  userIdParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { changeUserRole, disableUser, enableUser } from './user-access-service.ts'
import { listAdminUsers } from './users-service.ts'

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts with their roles, newest first, searchable by email or name',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminUsers({ db, query: request.query }),
  )

  app.post(
    '/api/admin/users/:id/roles',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Grant or remove the vendor or admin role (never your own admin role, nor the last)',
        params: userIdParamsSchema,
        body: adminRoleChangeSchema,
        response: { 200: adminUserSchema, ...adminErrors },
      },
    },
    async (request) =>
      changeUserRole({
        db,
        actor: adminActor(request),
        userId: request.params.id,
        change: request.body,
      }),
  )

  app.post(
    '/api/admin/users/:id/disable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable an account: its sessions end now and it cannot sign in',
        params: userIdParamsSchema,
        response: { 200: adminUserSchema, ...adminErrors },
      },
    },
    async (request) => disableUser({ db, actor: adminActor(request), userId: request.params.id }),
  )

  app.post(
    '/api/admin/users/:id/enable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Let a disabled account sign in again',
        params: userIdParamsSchema,
        response: { 200: adminUserSchema, ...adminErrors },
      },
    },
    async (request) => enableUser({ db, actor: adminActor(request), userId: request.params.id }),
  )
}
