import {
  idParamsSchema,
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationSignUpSchema,
  invitationTokenSchema,
  staffChangeSchema,
  staffInvitationInputSchema,
  staffListSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import {
  authHeaders,
  type Caller,
  forwardSetCookies,
  ownVendor,
  requireUser,
  vendorOnlyScope,
} from '../../plugins/auth.ts'
import {
  acceptInvitation,
  inviteStaff,
  previewInvitation,
  revokeInvitation,
} from './invitation-service.ts'
import { signUpFromInvitation } from './invitation-sign-up.ts'
import { changeStaff, listStaff, removeStaff } from './staff-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409)

/** The owner's Staff page: who works for the business, invitations, changes and removals. */
export const vendorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/staff',
    {
      schema: {
        tags: ['vendor'],
        summary: "The provider's staff, its open invitations and what they may be assigned",
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => listStaff({ db, vendorId: ownVendor(request).id }),
  )

  app.post(
    '/api/vendor/staff/invitations',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Invite someone by email as a manager or an instructor; the link goes by mail',
        body: staffInvitationInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await inviteStaff({
        db,
        notices: app.notices,
        vendor: ownVendor(request),
        input: request.body,
      })
      return reply.code(201).send(created)
    },
  )

  app.delete(
    '/api/vendor/staff/invitations/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Withdraw an open invitation; its link then says so',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation({
        db,
        vendorId: ownVendor(request).id,
        invitationId: request.params.id,
      })
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/vendor/staff/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "Change a staff member's role and assignments",
        params: idParamsSchema,
        body: staffChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeStaff({
        db,
        vendorId: ownVendor(request).id,
        staffId: request.params.id,
        input: request.body,
      })
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/api/vendor/staff/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Remove a staff member; every session of theirs ends at once',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStaff({ db, vendorId: ownVendor(request).id, staffId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}

const invitationErrors = problemResponses(400, 401, 403, 404, 409, 410)

/** The invitation link: what it offers, accepting it signed in, or signing up from it. */
export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/staff-invitations/:token',
    {
      schema: {
        tags: ['account'],
        summary: 'Who invites, which address and as what; used, expired or withdrawn say so',
        params: invitationTokenSchema,
        response: { 200: invitationPreviewSchema, ...invitationErrors },
      },
    },
    async (request) => previewInvitation({ db, token: request.params.token }),
  )

  app.post(
    '/api/staff-invitations/:token/accept',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in invitee joins the staff',
        params: invitationTokenSchema,
        response: { 200: invitationAcceptedSchema, ...invitationErrors },
      },
    },
    async (request) =>
      acceptInvitation({
        db,
        token: request.params.token,
        userId: (request.caller as Caller).userId,
      }),
  )

  app.post(
    '/api/staff-invitations/:token/sign-up',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account for the invited address, join the staff and sign in',
        params: invitationTokenSchema,
        body: invitationSignUpSchema,
        response: { 200: invitationAcceptedSchema, ...invitationErrors },
      },
    },
    async (request, reply) => {
      const { joined, cookies } = await signUpFromInvitation({
        db,
        auth: app.auth,
        token: request.params.token,
        input: request.body,
        headers: authHeaders(request),
      })
      forwardSetCookies(reply, cookies)
      return joined
    },
  )
}
