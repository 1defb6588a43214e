import { recordViewLine } from '@afc/contracts'
import { Eye } from 'lucide-react'
import { QueryError } from '@/components/query-error'
import { useChildRecordViews } from '../../api/get-child-record-views'

/** Who opened the child's record, newest first: providers while booked, admins with a reason. */
export function RecordAccessLog({ childId, firstName }: { childId: string; firstName: string }) {
  const views = useChildRecordViews(childId)
  return (
    <section aria-labelledby="record-access-log" className="grid gap-3">
      <h2 id="record-access-log" className="font-semibold text-lg">
        Who has seen these details
      </h2>
      {views.isError && (
        <QueryError
          error={views.error}
          what="the access log"
          fallback="Failed to load who has seen the details. Please try again."
          onRetry={() => void views.refetch()}
        />
      )}
      {views.data?.items.length === 0 && (
        <p className="text-muted-foreground text-sm">
          Nobody has opened {firstName}'s details yet. A provider can while {firstName} is booked
          with them, and for 30 days after the last session.
        </p>
      )}
      {views.data && views.data.items.length > 0 && (
        <ul className="grid gap-2">
          {views.data.items.map((view) => (
            <li key={view.id} className="flex items-start gap-2 text-sm">
              <Eye className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {recordViewLine({ view, childName: firstName })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
