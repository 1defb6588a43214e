import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { fullSessionWorld } from './waitlist-world.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('a family deleting their account', { timeout: 60_000 }, () => {
  it('offers the places they held to the line at once, without waiting for the sweep', async () => {
    const world = await fullSessionWorld(app, 'gone')
    const waiter = await world.family(1)
    expect((await world.join(waiter)).statusCode).toBe(201)
    const leaving = world.holders[1]
    if (!leaving) throw new Error('the world has two holders')
    const before = (await app.deliveredMail()).length

    const deleted = await world.inject('POST', '/api/account/delete', leaving.cookie, {
      password: 'password123',
    })
    expect(deleted.statusCode).toBe(204)
    // Only what the deletion's transaction queued runs: no sweep is sent.
    await app.jobs.runQueued()

    expect(await world.entries(waiter)).toMatchObject([{ status: 'offered', position: 1 }])
    const offer = (await app.deliveredMail())
      .slice(before)
      .find((mail) => mail.to.startsWith('gone-family-3'))
    expect(offer?.subject).toMatch(/^A place is free for you: /)
  })
})
