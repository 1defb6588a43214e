import { CloudOff } from 'lucide-react'
import { browserTimeZone, formatZonedClockTime } from '@/lib/session-time'

/**
 * Says the screen is working without the server: since when its roster dates, on the venue's
 * clock, and that what staff tap now is kept on the phone until the connection returns.
 */
export function OfflineBanner(props: {
  online: boolean
  asOf: string | null
  timeZone: string | undefined
}) {
  const { online, asOf, timeZone } = props
  const since = asOf && formatZonedClockTime(asOf, timeZone ?? browserTimeZone())
  const lead = online ? 'The server cannot be reached' : 'Offline'
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border bg-muted p-4 text-sm">
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">
          {lead}
          {since ? ` — showing Today as of ${since}.` : '.'}
        </span>{' '}
        Check-ins, check-outs, absences and undos are kept on this phone and sent when the
        connection returns.
      </p>
    </div>
  )
}
