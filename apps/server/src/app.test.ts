import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './test/app.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>
let app: App

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('health and readiness', () => {
  it('reports the process up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok' })
  })

  it('reports the database reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: { state: 'up', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      },
    })
  })
})

describe('problem details', () => {
  it('answers an unknown API path with a problem+json 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'There is no GET /api/nothing-here endpoint.',
      instance: '/api/nothing-here',
    })
  })
})

describe('categories', () => {
  it('lists the eight topical categories by name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' })
    expect(response.statusCode).toBe(200)
    const names = response.json().items.map((item: { name: string }) => item.name)
    expect(names).toEqual([
      'Art & Craft',
      'Learning',
      'Music & Dance',
      'Outdoor',
      'Photography',
      'Science',
      'Sports',
      'STEM',
    ])
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })
})

describe('security headers', () => {
  it('sends a content security policy that allows only our own scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('announces the general rate limit on API responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['x-ratelimit-limit']).toBe('600')
  })
})

describe('API reference', () => {
  it('publishes the OpenAPI document with the routes and their schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/categories']),
    )
  })

  it('serves a reference page from our own origin', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/)
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(script.statusCode).toBe(200)
  })
})
