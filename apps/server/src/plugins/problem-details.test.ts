import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { conflict } from '../lib/http-problem.ts'
import { problemDetails } from './problem-details.ts'

const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>()

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(problemDetails)
  app.post(
    '/signup',
    {
      schema: {
        body: z.object({
          email: z.email({ error: 'Please enter a valid email address' }),
          password: z.string().min(6, { error: 'Password must be at least 6 characters' }),
          child: z.object({ age: z.number().int().min(0) }).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  )
  app.get('/taken', async () => {
    throw conflict('This email is already registered.')
  })
  app.get('/duplicate-row', async () => {
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('duplicate key value'), { code: '23505' }),
    })
  })
  app.get('/bug', async () => {
    throw new Error('secret connection string postgres://user:pw@db')
  })
  await app.ready()
})
afterAll(() => app.close())

const post = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/signup',
    headers: { 'content-type': contentType },
    payload,
  })

describe('problem details error handler', () => {
  it('turns validation failures into per-field messages', async () => {
    const response = await post(
      JSON.stringify({ email: 'not-an-email', password: '123', child: { age: -1 } }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    const body = response.json()
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 })
    expect(body.errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
      'child.age': [expect.any(String)],
    })
    expect(body.detail).toBe('email: Please enter a valid email address')
  })

  it('says so when the body is not JSON', async () => {
    const response = await post('{"email": ')
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('The request body is not valid JSON.')
  })

  it('refuses an unsupported content type with 415', async () => {
    const response = await post('email=a', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(415)
    expect(response.json().detail).toBe('This content type is not supported here.')
  })

  it('refuses a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2000) }))
    expect(response.statusCode).toBe(413)
    expect(response.json().title).toBe('Content Too Large')
  })

  it('passes on the status and detail of an HttpProblem', async () => {
    const response = await app.inject({ method: 'GET', url: '/taken' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      title: 'Conflict',
      detail: 'This email is already registered.',
      instance: '/taken',
    })
  })

  it('turns a unique violation from the database into 409, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate-row' })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('This already exists.')
  })

  it('hides the internals of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toMatchObject({
      title: 'Internal Server Error',
      detail: 'An unexpected error occurred. Please try again.',
    })
    expect(response.body).not.toContain('postgres://')
    expect(response.body).not.toContain('.ts:')
  })
})
