import {
  JOB_STATE_LABELS,
  type JobState,
  MAIL_STATUS_LABELS,
  type MailStatus,
} from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const GREEN = 'border-emerald-300 bg-emerald-50 text-emerald-900'
const AMBER = 'border-amber-300 bg-amber-50 text-amber-950'
const RED = 'border-red-300 bg-red-50 text-red-900'
const BLUE = 'border-sky-300 bg-sky-50 text-sky-900'
const GREY = 'bg-muted text-muted-foreground'

const jobTone: Record<JobState, string> = {
  queued: GREY,
  running: BLUE,
  retrying: AMBER,
  dead: RED,
  done: GREEN,
}

export function JobStateBadge({ state }: { state: JobState }) {
  return (
    <Badge variant="outline" className={jobTone[state]}>
      {JOB_STATE_LABELS[state]}
    </Badge>
  )
}

const mailTone: Record<MailStatus, string> = { queued: GREY, sent: GREEN, dead: RED }

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge variant="outline" className={mailTone[status]}>
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  )
}

/** The error a job or a mail last failed with, word for word: an admin reads it to decide. */
export function LastError({ error, clamp = false }: { error: string | null; clamp?: boolean }) {
  if (!error) return <span className="text-muted-foreground">—</span>
  return (
    <span
      className={`block break-words font-mono text-red-800 text-xs ${clamp ? 'line-clamp-3' : ''}`}
    >
      {error}
    </span>
  )
}
