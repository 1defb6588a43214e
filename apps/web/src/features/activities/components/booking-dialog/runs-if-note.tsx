import { UsersRound } from 'lucide-react'
import { runsIfSentence } from '@/lib/run-minimum'

interface RunsIfNoteProps {
  run: { minPlaces: number | null; decisionAt: string | null; placesToRun: number | null }
  timeZone: string | undefined
  /** A term is enrolled in; a single session is booked. */
  verb: 'enrol' | 'book'
}

/**
 * 'This runs if 6 children enrol by Mar 4, 10:00 AM CST; if not, you are refunded in full': a line
 * of a dialog's terms while a minimum is still to be decided.
 */
export function RunsIfNote({ run, timeZone, verb }: RunsIfNoteProps) {
  // Decided (its count is null again): it runs, or it takes no booking.
  if (run.placesToRun === null || !timeZone) return null
  const sentence = runsIfSentence({ ...run, timeZone, verb })
  if (!sentence) return null
  return (
    <li className="flex items-start gap-2">
      <UsersRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{sentence}</span>
    </li>
  )
}
