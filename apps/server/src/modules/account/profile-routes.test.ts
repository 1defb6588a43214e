import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingParticipants, bookings, user } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY, HOUR } from '../../test/booking-world.ts'
import { multipartFile } from '../../test/multipart.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('profile', () => {
  it('changes the name and the avatar', async () => {
    const { cookie } = await createSignedInUser(app, { email: 'pat@example.com' })
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { firstName: 'Pat', lastName: 'Quinn' },
    })
    expect(renamed.json().profile).toMatchObject({ firstName: 'Pat', lastName: 'Quinn' })
    const empty = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { firstName: '', lastName: 'Quinn' },
    })
    expect(empty.json().errors.firstName).toEqual(['First name is required'])

    const png = await sharp({
      create: { width: 80, height: 80, channels: 3, background: '#264653' },
    })
      .png()
      .toBuffer()
    const body = multipartFile({ filename: 'me.png', contentType: 'image/png', bytes: png })
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    })
    expect(avatar.statusCode).toBe(200)
    const session = await app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    })
    expect(session.json().account.profile.avatarUrl).toBe(avatar.json().url)
  })
})

describe('deleting an account', () => {
  it('needs the password, cancels upcoming bookings and keeps past ones without names', async () => {
    const world = await buildBookingWorld(app, 'del')
    const maya = await world.child('Maya', `${new Date().getUTCFullYear() - 6}-02-02`)
    const upcoming = await world.session(new Date(Date.now() + 4 * DAY))
    const future = (await world.bookAndPay({ sessionId: upcoming, childIds: [maya] })).json().id
    const pastSession = await world.session(new Date(Date.now() + 5 * DAY))
    const past = (await world.bookAndPay({ sessionId: pastSession, childIds: [maya] })).json().id
    const { activitySchedules } = await import('../../db/schema/index.ts')
    await app.database.db
      .update(activitySchedules)
      .set({
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - 3 * DAY + HOUR),
      })
      .where(eq(activitySchedules.id, pastSession))

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: world.parent.cookie },
      payload: { password: 'not-it' },
    })
    expect(wrong.statusCode).toBe(403)

    const response = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: world.parent.cookie },
      payload: { password: 'password123' },
    })
    expect(response.statusCode).toBe(204)
    const db = app.database.db
    expect(await db.select().from(user).where(eq(user.id, world.parent.userId))).toEqual([])
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, future))
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      customerId: null,
      refundedAmountCents: 1250,
      paymentStatus: 'refunded',
    })
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, past))
    expect(kept).toMatchObject({ status: 'confirmed', customerId: null, totalAmountCents: 1250 })
    const names = await db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, past))
    expect(names).toMatchObject([{ firstName: 'Former', lastName: 'participant', childId: null }])
    const me = await app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: world.parent.cookie },
    })
    expect(me.statusCode).toBe(401)
  })

  it('sends a provider to support instead', async () => {
    const vendor = await createSignedInUser(app, {
      email: 'closing@vendor.example',
      roles: ['vendor'],
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: vendor.cookie },
      payload: { password: 'password123' },
    })
    expect(response.statusCode).toBe(409)
  })
})
