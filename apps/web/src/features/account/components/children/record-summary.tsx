import { type Child, completenessLine } from '@afc/contracts'
import { FileHeart } from 'lucide-react'
import { Link } from 'react-router'
import { useOwnChildRecord } from '../../api/get-own-child-record'

/** How complete the child's record is ("2 things missing before Saturday"), and the way to it. */
export function RecordSummary({ child }: { child: Child }) {
  const own = useOwnChildRecord(child.id)
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
      <Link
        to={`/children/${child.id}/record`}
        aria-label={`${child.firstName}'s medical and emergency details`}
        className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline"
      >
        <FileHeart className="size-4" aria-hidden="true" />
        Medical and emergency details
      </Link>
      {own.data && (
        <span className={own.data.missing.length ? 'text-amber-800' : 'text-emerald-800'}>
          {completenessLine({
            missing: own.data.missing.length,
            nextSession: own.data.nextSession,
            now: new Date(),
          })}
        </span>
      )}
    </div>
  )
}
