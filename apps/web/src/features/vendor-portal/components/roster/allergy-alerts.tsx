import { ALLERGY_SEVERITY_LABELS, type AllergyAlert } from '@afc/contracts'
import { FileHeart, ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'

/**
 * A child's severe allergies as badges (the allergy and what to do), and the one click to the
 * rest of the record. More per-child facts for the roster (answers to questions) go beside it.
 */
export function ChildRecordFacts({
  childId,
  firstName,
  alerts,
}: {
  childId: string | null
  firstName: string
  alerts: AllergyAlert[]
}) {
  if (!childId) return null
  return (
    <div className="mt-1 grid min-w-44 gap-1">
      {alerts.map((alert) => (
        <p
          key={alert.name}
          className="flex items-start gap-1.5 rounded-md border border-red-300 bg-red-50 px-2 py-1 text-red-950 text-xs"
        >
          <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">
              {ALLERGY_SEVERITY_LABELS[alert.severity]} allergy: {alert.name}
            </span>
            {alert.whatToDo && <span className="block">{alert.whatToDo}</span>}
          </span>
        </p>
      ))}
      <Link
        to={`/vendor/children/${childId}/record`}
        className="inline-flex w-fit items-center gap-1 text-primary text-xs underline-offset-2 hover:underline"
      >
        <FileHeart className="size-3.5" aria-hidden="true" />
        {firstName}'s medical record
      </Link>
    </div>
  )
}
