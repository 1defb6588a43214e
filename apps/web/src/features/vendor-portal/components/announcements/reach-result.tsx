import type { Announcement } from '@afc/contracts'
import { MailX } from 'lucide-react'
import { reachSummary } from './reach-summary'

/** Who the message just sent reached, and which families get no email. */
export function ReachResult({ announcement }: { announcement: Announcement }) {
  const summary = reachSummary([...announcement.reached, ...announcement.waiting])
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
    >
      <p className="font-medium">{summary.sent}</p>
      {summary.notMailed && (
        <p className="flex gap-2 text-muted-foreground">
          <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {summary.notMailed}
        </p>
      )}
      <ul className="grid gap-1">
        {announcement.reached.map((each) => (
          <li key={each.bookingId}>
            {each.parentName}
            {each.children.length > 0 && (
              <span className="text-muted-foreground"> for {each.children.join(', ')}</span>
            )}
            <span className="text-muted-foreground"> · {each.mailed ? 'emailed' : 'no email'}</span>
          </li>
        ))}
        {announcement.waiting.map((each) => (
          <li key={each.entryId}>
            {each.parentName}
            {each.children.length > 0 && (
              <span className="text-muted-foreground"> for {each.children.join(', ')}</span>
            )}
            <span className="text-muted-foreground">
              {' '}
              · waiting list · {each.mailed ? 'emailed' : 'no email'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
