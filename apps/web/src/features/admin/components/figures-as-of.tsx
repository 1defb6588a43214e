import { formatMoment } from '../lib/format'

/** The server works the figures out at most once a minute: say when these were. */
export function FiguresAsOf({ iso }: { iso: string }) {
  return (
    <p className="text-muted-foreground text-sm">
      Figures as of <time dateTime={iso}>{formatMoment(iso)}</time>, updated every minute.
    </p>
  )
}
