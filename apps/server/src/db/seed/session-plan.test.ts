import { describe, expect, it } from 'vitest'
import { planSessions } from './session-plan.ts'

describe('planSessions', () => {
  const now = new Date('2026-03-04T15:00:00Z')
  const hourIn = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      instant,
    )

  it('keeps every Saturday 10:00 session at 10:00 local across the DST change', () => {
    const sessions = planSessions({
      pattern: { days: ['sat'], time: '10:00' },
      timeZone: 'America/Chicago',
      durationMinutes: 60,
      now,
    })
    expect(sessions).toHaveLength(12)
    const offsets = new Set(sessions.map((s) => s.startsAt.getUTCHours()))
    expect(offsets).toEqual(new Set([16, 15]))
    for (const session of sessions) {
      expect(hourIn(session.startsAt, 'America/Chicago')).toBe('10')
      expect(session.endsAt.getTime() - session.startsAt.getTime()).toBe(60 * 60_000)
    }
  })

  it('stays inside four weeks back and eight weeks ahead', () => {
    const sessions = planSessions({
      pattern: { days: ['mon', 'wed', 'sat'], time: '08:15' },
      timeZone: 'America/Denver',
      durationMinutes: 45,
      now,
    })
    const day = 24 * 60 * 60 * 1000
    for (const session of sessions) {
      expect(session.startsAt.getTime()).toBeGreaterThan(now.getTime() - 28 * day)
      expect(session.startsAt.getTime()).toBeLessThan(now.getTime() + 56 * day)
    }
    expect(sessions.filter((s) => s.startsAt < now).length).toBeGreaterThanOrEqual(11)
    expect(sessions.filter((s) => s.startsAt > now).length).toBeGreaterThanOrEqual(23)
  })

  it('spaces a monthly event four weeks apart', () => {
    const sessions = planSessions({
      pattern: { days: ['fri'], time: '19:30', everyWeeks: 4 },
      timeZone: 'America/Denver',
      durationMinutes: 120,
      now,
    })
    expect(sessions.length).toBe(3)
    expect(sessions.filter((s) => s.startsAt < now).length).toBe(1)
  })

  it('refuses a malformed time', () => {
    expect(() =>
      planSessions({
        pattern: { days: ['sat'], time: '9:00' },
        timeZone: 'UTC',
        durationMinutes: 30,
        now,
      }),
    ).toThrow(/HH:MM/)
  })
})
