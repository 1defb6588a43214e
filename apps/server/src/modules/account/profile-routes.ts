import { randomUUID } from 'node:crypto'
import {
  accountDeletionSchema,
  accountSchema,
  profileUpdateSchema,
  uploadResponseSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { limitAttempts } from '../../infra/auth/index.ts'
import { processImage, readUploadedImage } from '../../infra/storage/index.ts'
import { unauthorized } from '../../lib/http-problem.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { getAccount } from './account-service.ts'
import { deleteAccount, setAvatar, updateProfile } from './profile-service.ts'

const errors = problemResponses(400, 401, 403, 409, 413, 415, 422, 429)
const userIdOf = (request: FastifyRequest) => (request.caller as Caller).userId

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('preHandler', requireUser)
  const currentAccount = async (request: FastifyRequest) => {
    const account = await getAccount({ db, userId: userIdOf(request) })
    if (!account) throw unauthorized()
    return account
  }

  app.put(
    '/api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Change your first and last name',
        body: profileUpdateSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      await updateProfile({ db, userId: userIdOf(request), ...request.body })
      return currentAccount(request)
    },
  )

  app.post(
    '/api/account/avatar',
    {
      schema: {
        tags: ['account'],
        summary: 'Upload your avatar (JPEG, PNG, WebP or GIF; at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const bytes = await processImage({ bytes: await readUploadedImage(request), kind: 'avatar' })
      const userId = userIdOf(request)
      const url = await app.storage.put({
        key: `avatars/${userId}/${randomUUID()}.webp`,
        bytes,
        contentType: 'image/webp',
      })
      await setAvatar({ db, userId, url })
      return { url }
    },
  )

  app.post(
    '/api/account/delete',
    {
      // Every try at the password counts, per address and per account.
      preHandler: (request) => limitAttempts(request, 'password', userIdOf(request)),
      schema: {
        tags: ['account'],
        summary: 'Delete your account: upcoming bookings are cancelled, your personal data removed',
        body: accountDeletionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount({
        db,
        jobs: app.jobs,
        auth: app.auth,
        userId: userIdOf(request),
        password: request.body.password,
        notices: app.notices,
      })
      // The session row went with the user; the browser's cookie is cleared too.
      reply.header('set-cookie', 'afc.session_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
      return reply.code(204).send(null)
    },
  )
}
