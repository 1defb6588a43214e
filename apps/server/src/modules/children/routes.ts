import {
  childInputSchema,
  childListQuerySchema,
  childListSchema,
  childSchema,
  idParamsSchema,
  problemSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { addChild, listChildren, removeChild, updateChild } from './children-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema }
const parentOf = (request: FastifyRequest) => (request.caller as Caller).userId

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('preHandler', requireUser)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/children',
    {
      schema: {
        tags: ['families'],
        summary: "The caller's child profiles, oldest first, a page at a time",
        querystring: childListQuerySchema,
        response: { 200: childListSchema, ...errors },
      },
    },
    async (request) => listChildren({ db, parentId: parentOf(request), query: request.query }),
  )

  app.post(
    '/api/children',
    {
      schema: {
        tags: ['families'],
        summary: 'Add a child profile',
        body: childInputSchema,
        response: { 201: childSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addChild({ db, parentId: parentOf(request), input: request.body })),
  )

  app.put(
    '/api/children/:id',
    {
      schema: {
        tags: ['families'],
        summary: 'Change a child profile',
        params: idParamsSchema,
        body: childInputSchema,
        response: { 200: childSchema, ...errors },
      },
    },
    async (request) =>
      updateChild({
        db,
        parentId: parentOf(request),
        childId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    '/api/children/:id',
    {
      schema: {
        tags: ['families'],
        summary: 'Remove a child profile',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeChild({ db, parentId: parentOf(request), childId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
