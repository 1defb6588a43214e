import { formatMonthDayTime } from './session-time'

// What families read of a minimum to run, on cards, the activity page and the booking dialogs.

/** 'Needs 2 more to run' while a minimum waits for places; 'Decision pending' once its time passed. */
export function placesToRunLabel(run: {
  placesToRun: number | null
  decisionPending?: boolean
}): string | null {
  if (run.decisionPending) return 'Decision pending'
  if (run.placesToRun === null || run.placesToRun <= 0) return null
  return `Needs ${run.placesToRun} more to run`
}

interface RunsIfOptions {
  minPlaces: number | null
  decisionAt: string | null
  timeZone: string
  /** A term is enrolled in; a single session is booked. */
  verb: 'enrol' | 'book'
}

/**
 * 'This runs if 6 children enrol by Mar 4, 10:00 AM CST; if not, you are refunded in full', at the
 * venue; nothing without a minimum.
 */
export function runsIfSentence({
  minPlaces,
  decisionAt,
  timeZone,
  verb,
}: RunsIfOptions): string | null {
  if (minPlaces === null || decisionAt === null) return null
  const children = minPlaces === 1 ? '1 child' : `${minPlaces} children`
  const verbFor = minPlaces === 1 ? `${verb}s` : verb
  return `This runs if ${children} ${verbFor} by ${formatMonthDayTime(decisionAt, timeZone)}; if not, you are refunded in full`
}
