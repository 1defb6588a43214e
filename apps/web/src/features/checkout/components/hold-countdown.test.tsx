import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countdownLabel } from '@/lib/use-countdown'
import { HoldCountdown } from './hold-countdown'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString()

describe('HoldCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }))
  afterEach(() => vi.useRealTimers())

  it('counts the hold down each second', () => {
    render(<HoldCountdown holdExpiresAt={inSeconds(12 * 60 + 34)} />)
    expect(screen.getByText(/Your places are held for/)).toHaveTextContent(
      'Your places are held for 12:34',
    )

    act(() => vi.advanceTimersByTime(1000))

    expect(screen.getByText(/Your places are held for/)).toHaveTextContent('12:33')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says what paying means once the hold has run out, and stops ticking', () => {
    render(<HoldCountdown holdExpiresAt={inSeconds(2)} />)

    act(() => vi.advanceTimersByTime(2000))

    expect(screen.queryByText(/Your places are held for/)).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'The hold has run out: if you pay now, the booking is confirmed only if places are still free',
    )
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reads a hold already over as over', () => {
    render(<HoldCountdown holdExpiresAt={inSeconds(-60)} />)
    expect(screen.getByRole('status')).toHaveTextContent('The hold has run out')
  })
})

describe('countdownLabel', () => {
  it('writes minutes and seconds, rounding the last part second up', () => {
    expect(countdownLabel(15 * 60_000)).toBe('15:00')
    expect(countdownLabel(65_000)).toBe('1:05')
    expect(countdownLabel(400)).toBe('0:01')
    expect(countdownLabel(0)).toBe('0:00')
  })
})
