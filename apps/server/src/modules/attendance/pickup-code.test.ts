import { describe, expect, it } from 'vitest'
import { chicagoDay, minutesFromNow, useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('codes')
const MINUTE = 60_000

/** Whether check-out at the provider signed in by the cookie asks for the family's code. */
const askForCode = (cookie: string, requirePickupCode: boolean) =>
  world.app.inject({
    method: 'PUT',
    url: '/api/vendor/attendance/settings',
    headers: { cookie },
    payload: { requirePickupCode },
  })

const familyCode = async () =>
  (
    await world.app.inject({
      method: 'GET',
      url: '/api/pickup-code',
      headers: { cookie: world.parent.cookie },
    })
  ).json().code as string

describe('the pickup code', () => {
  it('is the family’s own, checked on the server, and five wrong codes lock the child’s check-out for ten minutes', async () => {
    const code = await familyCode()
    expect(code).toMatch(/^\d{4}$/)
    const again = await world.app.inject({
      method: 'GET',
      url: '/api/pickup-code',
      headers: { cookie: world.parent.cookie },
    })
    expect(again.json().code).toBe(code)
    const wrong = code === '0000' ? '1111' : '0000'

    const settings = await askForCode(world.owner.cookie, true)
    expect(settings.json()).toEqual({ requirePickupCode: true })
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    const out = (pickupCode?: string) => ({
      kind: 'check_out' as const,
      key: world.key(),
      sessionId,
      participantId: leo,
      collectedBy: 'Test Person',
      ...(pickupCode ? { pickupCode } : {}),
    })

    const none = await world.act(out())
    expect(none.json().detail).toBe("Enter the family's pickup code.")
    const firstWrong = await world.act(out(wrong))
    expect(firstWrong.statusCode).toBe(422)
    expect(firstWrong.json().detail).toBe('That pickup code is wrong. 4 tries left.')
    for (let i = 0; i < 3; i++) await world.act(out(wrong))
    const fifth = await world.act(out(wrong))
    expect(fifth.json().detail).toBe(
      'That pickup code is wrong. Check-out for Leo is locked for 10 minutes.',
    )
    const locked = await world.act(out(code))
    expect(locked.statusCode).toBe(409)
    expect(locked.json().detail).toMatch(
      /^Check-out for Leo is locked after 5 wrong pickup codes\. Try again in 10 minutes\.$/,
    )
    expect(await world.rowsFor(leo)).toBe(1)

    const later = await world.actAt(new Date(Date.now() + 11 * MINUTE), out(code))
    expect(later.state).toBe('checked_out')
    await askForCode(world.owner.cookie, false)
  })
  it('counts wrong codes per provider: five at one lock the child there alone, and another still checks the code', async () => {
    const code = await familyCode()
    const wrong = code === '0000' ? '1111' : '0000'
    const ivy = await world.child('Ivy')
    const maple = await world.provider('Maple Music')
    await askForCode(world.owner.cookie, true)
    await askForCode(maple.owner.cookie, true)
    const atSunny = await world.session(-10)
    const atMaple = await world.session(-10, 60, maple.activityId)
    const ivyAtSunny = await world.book(atSunny, ivy)
    const ivyAtMaple = await world.book(atMaple, ivy)
    const out = (sessionId: string, participantId: string, pickupCode: string) => ({
      kind: 'check_out' as const,
      key: world.key(),
      sessionId,
      participantId,
      collectedBy: 'Test Person',
      pickupCode,
    })
    await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId: atSunny,
      participantId: ivyAtSunny,
    })
    const inAtMaple = await world.act(
      { kind: 'check_in', key: world.key(), sessionId: atMaple, participantId: ivyAtMaple },
      maple.owner.cookie,
    )
    expect(inAtMaple.statusCode).toBe(200)

    for (let i = 0; i < 5; i++) await world.act(out(atSunny, ivyAtSunny, wrong))
    const lockedAtSunny = await world.act(out(atSunny, ivyAtSunny, code))
    expect(lockedAtSunny.statusCode).toBe(409)

    const wrongAtMaple = await world.act(out(atMaple, ivyAtMaple, wrong), maple.owner.cookie)
    expect(wrongAtMaple.statusCode).toBe(422)
    expect(wrongAtMaple.json().detail).toBe('That pickup code is wrong. 4 tries left.')
    const todayAt = async (cookie: string, sessionId: string) =>
      (
        await world.app.inject({
          method: 'GET',
          url: `/api/vendor/today?date=${chicagoDay(minutesFromNow(-10))}`,
          headers: { cookie },
        })
      )
        .json()
        .sessions.find((session: { id: string }) => session.id === sessionId)
        .children.find((child: { firstName: string }) => child.firstName === 'Ivy')
    expect((await todayAt(maple.owner.cookie, atMaple)).pickupLockedUntil).toBeNull()
    expect((await todayAt(world.owner.cookie, atSunny)).pickupLockedUntil).not.toBeNull()

    const collected = await world.act(out(atMaple, ivyAtMaple, code), maple.owner.cookie)
    expect(collected.statusCode).toBe(200)
    expect(collected.json().state).toBe('checked_out')
    const stillLocked = await world.act(out(atSunny, ivyAtSunny, code))
    expect(stillLocked.statusCode).toBe(409)
    expect(stillLocked.json().detail).toMatch(
      /^Check-out for Ivy is locked after 5 wrong pickup codes/,
    )
    expect(await world.rowsFor(ivyAtSunny)).toBe(1)
    await askForCode(world.owner.cookie, false)
  })
})
