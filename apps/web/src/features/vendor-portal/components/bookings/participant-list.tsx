import type { VendorBooking } from '@afc/contracts'
import { TriangleAlert } from 'lucide-react'
import { ChildRecordFacts } from '../roster/allergy-alerts'

/** Who attends, with any note and severe allergy made hard to miss, their answers and each child's record. */
export function ParticipantList({ participants }: { participants: VendorBooking['participants'] }) {
  if (participants.length === 0) {
    return <span className="text-muted-foreground">Not named yet</span>
  }
  return (
    <ul className="grid gap-1.5">
      {participants.map((participant, index) => (
        // Two children may share a name; their order in the booking tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: participants carry no id in this list
        <li key={index}>
          <span className="font-medium">
            {participant.firstName} {participant.lastName}
          </span>
          {participant.notes && (
            <p className="mt-1 flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950 text-xs">
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Note: </span>
                {participant.notes}
              </span>
            </p>
          )}
          {participant.answers.length > 0 && (
            <dl className="mt-1 grid gap-0.5 text-xs">
              {participant.answers.map((answer) => (
                <div key={answer.question} className="flex flex-wrap gap-x-1">
                  <dt className="text-muted-foreground">{answer.question}</dt>
                  <dd className="font-medium">{answer.answer}</dd>
                </div>
              ))}
            </dl>
          )}
          <ChildRecordFacts
            childId={participant.childId}
            firstName={participant.firstName}
            alerts={participant.allergyAlerts}
          />
        </li>
      ))}
    </ul>
  )
}
