import { eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import { activitySchedules } from '../../db/schema/index.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'
import { useAttendanceWorld } from './attendance-world.ts'

const MINUTE = 60_000
const DAY = 24 * 60

/**
 * Sunny Studio's pottery class with single sessions held (three days ago, two hours ago, one
 * ended just now), one to come, one cancelled, a term's session held yesterday, an empty term,
 * and another class held once with a child whose name looks like a formula. Built before the
 * file's tests; `ids` is filled in place.
 */
export function useHeldSessionsWorld(suffix: string) {
  const world = useAttendanceWorld(suffix)
  const ids = {
    threeDaysAgo: '',
    twoHoursAgo: '',
    endedJustNow: '',
    toCome: '',
    cancelled: '',
    termId: '',
    termSession: '',
    emptyTermId: '',
    painting: '',
  }
  beforeAll(async () => {
    const { db } = world
    const startOf = async (sessionId: string) => {
      const [row] = await db
        .select({ startsAt: activitySchedules.startsAt })
        .from(activitySchedules)
        .where(eq(activitySchedules.id, sessionId))
      return (row?.startsAt ?? new Date()).getTime()
    }
    const act = (at: number, sessionId: string, action: object) =>
      world.actAt(new Date(at), { key: world.key(), sessionId, ...action } as never)

    // Three days ago: Maya came and was collected 20 minutes after the end; Leo was absent.
    ids.threeDaysAgo = await world.session(-3 * DAY)
    const start = await startOf(ids.threeDaysAgo)
    const mayaThen = await world.book(ids.threeDaysAgo, world.maya)
    const leoThen = await world.book(ids.threeDaysAgo, world.leo)
    await act(start + 2 * MINUTE, ids.threeDaysAgo, { kind: 'check_in', participantId: mayaThen })
    await act(start + 20 * MINUTE, ids.threeDaysAgo, { kind: 'absent', participantId: leoThen })
    await act(start + 80 * MINUTE, ids.threeDaysAgo, {
      kind: 'check_out',
      participantId: mayaThen,
      collectedBy: 'Dan Lopez',
    })
    // Two hours ago: both came and went home on time.
    ids.twoHoursAgo = await world.session(-120)
    const earlier = await startOf(ids.twoHoursAgo)
    for (const child of [world.maya, world.leo]) {
      const participantId = await world.book(ids.twoHoursAgo, child)
      await act(earlier + MINUTE, ids.twoHoursAgo, { kind: 'check_in', participantId })
      await act(earlier + 55 * MINUTE, ids.twoHoursAgo, {
        kind: 'check_out',
        participantId,
        collectedBy: 'Test Person',
      })
    }
    // Ended five minutes ago: Leo is still in, not yet a late pickup.
    ids.endedJustNow = await world.session(-65)
    const leoNow = await world.book(ids.endedJustNow, world.leo)
    await act((await startOf(ids.endedJustNow)) + MINUTE, ids.endedJustNow, {
      kind: 'check_in',
      participantId: leoNow,
    })
    ids.toCome = await world.session(2 * DAY)
    await world.book(ids.toCome, world.maya)
    ids.cancelled = await world.session(-DAY)
    await world.book(ids.cancelled, world.leo)
    await db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, ids.cancelled))

    // A term of the same class: its session held yesterday counts for the term, not the singles.
    const rows = termRows(db)
    const term = await rows.term({ activityId: world.activityId, name: 'Winter', days: [-1, 7] })
    const [first] = term.sessions
    if (!first) throw new Error('the term has its sessions')
    ids.termId = term.termId
    ids.termSession = first.id
    const enrolled = await rows.booking({
      kind: 'term',
      activityId: world.activityId,
      termId: term.termId,
      session: first,
      customerId: world.parent.userId,
      kids: [{ childId: world.maya, firstName: 'Maya', lastName: 'Lopez' }],
    })
    await act(first.startsAt.getTime() + MINUTE, first.id, {
      kind: 'check_in',
      participantId: enrolled.participantIds[0],
    })
    await act(first.startsAt.getTime() + 59 * MINUTE, first.id, {
      kind: 'check_out',
      participantId: enrolled.participantIds[0],
      collectedBy: 'Dan Lopez',
    })
    ids.emptyTermId = (
      await rows.term({ activityId: world.activityId, name: 'Spring', days: [30, 37] })
    ).termId

    // Another class whose one session was held with a child, absent, whose name looks like a formula.
    ids.painting = await catalogRows(db).activity({
      vendor: { id: world.vendorId, locationId: '' },
      title: 'Painting single',
    })
    const painted = await world.session(-DAY, 60, ids.painting)
    const formula = await world.book(painted, await world.child('=SUM(A1)'))
    await act((await startOf(painted)) + 20 * MINUTE, painted, {
      kind: 'absent',
      participantId: formula,
    })
  })
  const get = (url: string, cookie = world.owner.cookie) =>
    world.app.inject({ method: 'GET', url, headers: { cookie } })
  return { world, ids, get }
}
