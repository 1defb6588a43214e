import { describe, expect, it, vi } from 'vitest'
import { useHeldSessionsWorld } from './held-sessions-world.ts'

const { world, ids, get } = useHeldSessionsWorld('single')

type Listed = { id: string; attendance: unknown }
const attendanceOf = (items: Listed[], id: string) =>
  items.find((item) => item.id === id)?.attendance

describe('attendance on Schedules', () => {
  it('shows each session held with its own figures, and none before it begins or once cancelled', async () => {
    const past = await get(`/api/vendor/schedules?when=past&activityId=${world.activityId}`)
    expect(past.statusCode).toBe(200)
    const items: Listed[] = past.json().items
    expect(attendanceOf(items, ids.threeDaysAgo)).toEqual({
      expected: 2,
      arrived: 1,
      absent: 1,
      latePickups: 1,
      rate: 50,
    })
    expect(attendanceOf(items, ids.twoHoursAgo)).toEqual({
      expected: 2,
      arrived: 2,
      absent: 0,
      latePickups: 0,
      rate: 100,
    })
    expect(attendanceOf(items, ids.endedJustNow)).toMatchObject({ arrived: 1, latePickups: 0 })
    expect(attendanceOf(items, ids.termSession)).toMatchObject({ expected: 1, arrived: 1 })
    expect(attendanceOf(items, ids.cancelled)).toBeNull()
    const upcoming = (await get('/api/vendor/schedules?when=upcoming')).json().items
    expect(attendanceOf(upcoming, ids.toCome)).toBeNull()
  })

  it('loads the figures of a whole page in one more statement, however many sessions were held', async () => {
    const execute = vi.spyOn(world.db, 'execute')
    const statementsFor = async (url: string) => {
      execute.mockClear()
      expect((await get(url)).statusCode).toBe(200)
      return execute.mock.calls.length
    }
    const nothingHeld = await statementsFor('/api/vendor/schedules?when=upcoming')
    const oneHeld = await statementsFor(
      `/api/vendor/schedules?when=past&activityId=${ids.painting}`,
    )
    const severalHeld = await statementsFor(
      `/api/vendor/schedules?when=past&activityId=${world.activityId}`,
    )
    execute.mockRestore()
    expect(oneHeld).toBe(nothingHeld + 1)
    expect(severalHeld).toBe(oneHeld)
  })

  it("shows each term's attendance over the sessions held so far, and none held before its first", async () => {
    const terms = (await get(`/api/vendor/terms?activityId=${world.activityId}`)).json().items
    expect(attendanceOf(terms, ids.termId)).toEqual({
      held: 1,
      notTaken: 0,
      expected: 1,
      arrived: 1,
      absent: 0,
      latePickups: 0,
      rate: 100,
    })
    expect(attendanceOf(terms, ids.emptyTermId)).toEqual({
      held: 0,
      notTaken: 0,
      expected: 0,
      arrived: 0,
      absent: 0,
      latePickups: 0,
      rate: null,
    })
  })
})
