import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { attendanceActions } from '../../db/schema/index.ts'
import { useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('rules')

describe('check-in and check-out', () => {
  it('checks a child in with one action and out to a person on the record, each recorded with who and when', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    const checkedIn = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: maya,
    })
    expect(checkedIn.statusCode).toBe(200)
    expect(checkedIn.json()).toMatchObject({
      state: 'checked_in',
      replayed: false,
      lastAction: { kind: 'check_in', byName: 'Sunny Studio rules' },
    })
    expect(checkedIn.json().lastAction.undoableUntil).not.toBeNull()

    const again = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: maya,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Maya is already checked in by Sunny Studio rules.')

    const out = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'dan lopez',
    })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({
      state: 'checked_out',
      lastAction: { collectedBy: 'dan lopez' },
    })
    const [row] = await world.db
      .select()
      .from(attendanceActions)
      .where(eq(attendanceActions.participantId, maya))
      .orderBy(attendanceActions.seq)
    expect(row).toMatchObject({ kind: 'check_in', actorId: world.owner.userId, seq: 1 })
  })

  it('refuses someone not on the record with the number to call, and records nothing', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: maya })
    const stranger = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'Someone else',
    })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().detail).toBe(
      'Only the family or people they have authorised may collect Maya. Call the parent: 555-0100.',
    )
    expect(await world.rowsFor(maya)).toBe(1)
    // The parent who booked may always collect.
    const parent = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'Test Person',
    })
    expect(parent.statusCode).toBe(200)
  })

  it('refuses a child not booked, a child not checked in, another provider and a visitor, changing nothing', async () => {
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    const elsewhere = await world.session(-10, 60, world.otherActivityId)
    const notHere = await world.book(elsewhere, world.maya)

    const notBooked = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: notHere,
    })
    expect(notBooked.statusCode).toBe(422)
    expect(notBooked.json().detail).toBe('This child is not booked on this session.')

    const notIn = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: leo,
      collectedBy: 'Test Person',
    })
    expect(notIn.statusCode).toBe(422)
    expect(notIn.json().detail).toBe('Leo is not checked in.')

    const theirs = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId: elsewhere,
      participantId: notHere,
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Session not found')
    const asOther = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: leo },
      world.other.cookie,
    )
    expect(asOther.statusCode).toBe(404)
    const asParent = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: leo },
      world.parent.cookie,
    )
    expect(asParent.statusCode).toBe(403)
    const visitor = await world.app.inject({ method: 'GET', url: '/api/vendor/today' })
    expect(visitor.statusCode).toBe(401)
    const badBody = await world.act({ kind: 'check_out', key: 'x', sessionId, participantId: leo })
    expect(badBody.statusCode).toBe(400)
    expect(await world.rowsFor(leo)).toBe(0)
    expect(await world.rowsFor(notHere)).toBe(0)
  })
})
